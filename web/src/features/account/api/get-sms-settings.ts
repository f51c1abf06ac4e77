import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** A product of the company with the SMS notifications one may receive about it. */
export type SmsProduct = Schema<'ProductNode'>;

/**
 * The employee's own SMS notification choices, per product the company holds a role in
 * (no `compRole`: every such product).
 */
export function getSmsSettings(employeeCode: string, signal?: AbortSignal) {
  return apiRequest<SmsProduct[]>('company/custAccount/login/employeeSmsTreeselect', {
    query: { employeeCode },
    signal,
  });
}

export const smsSettingsKey = (identityKey: string, employeeCode: string) =>
  ['session', identityKey, 'account', 'sms', employeeCode] as const;

export const smsSettingsQueryOptions = (identityKey: string, employeeCode: string) =>
  queryOptions({
    queryKey: smsSettingsKey(identityKey, employeeCode),
    queryFn: ({ signal }) => getSmsSettings(employeeCode, signal),
  });

export function useSmsSettings(identityKey: string, employeeCode: string) {
  return useQuery(smsSettingsQueryOptions(identityKey, employeeCode));
}
