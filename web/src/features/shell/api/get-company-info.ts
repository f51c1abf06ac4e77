import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchAndKeep, keptAnswer } from '@/features/shell/api/kept-answer';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** A role of the company in a product; switching role names `compRole` and `compBizCode`. */
export type CompanyRole = Schema<'CompanyRoleRead'>;

/** The session's company and the user's standing in it (specification §3: company info). */
export type CompanyInfo = Schema<'CompanyInfo'>;

export function getCompanyInfo(productCode: string, signal?: AbortSignal): Promise<CompanyInfo> {
  return apiRequest<CompanyInfo>('cust/employee/info/comp', { query: { productCode }, signal });
}

function isCompanyInfo(value: unknown): value is CompanyInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { compCode, compRole, employeeRole } = value as Record<string, unknown>;
  return typeof compCode === 'string' && Array.isArray(compRole) && Array.isArray(employeeRole);
}

/**
 * Loaded per product: a new product (or a new identity) means a new company info (§4). Kept
 * for the next page load with the menus, so a reload paints the header at once.
 */
export const companyInfoQueryOptions = (identity: string, productCode: string) => {
  const keptAs = `info:${productCode}`;
  return queryOptions({
    queryKey: ['session', identity, 'company-info', productCode],
    queryFn: ({ signal }) =>
      fetchAndKeep(identity, keptAs, () => getCompanyInfo(productCode, signal)),
    staleTime: 5 * 60_000,
    ...keptAnswer(identity, keptAs, isCompanyInfo),
  });
};

/** `enabled` false while signed out: a call without a token would only meet HTTP 401. */
export function useCompanyInfo(identity: string, productCode: string, enabled = true) {
  return useQuery({ ...companyInfoQueryOptions(identity, productCode), enabled });
}
