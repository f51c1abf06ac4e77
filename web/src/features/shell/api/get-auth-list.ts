import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchAndKeep, keptAnswer } from '@/features/shell/api/kept-answer';
import { apiRequest } from '@/lib/api-client';

/** A route the user's roles grant in a product (specification §3: auth list, with resUri). */
export interface Resource {
  resUri: string;
  name: string;
  parent: string | null;
  sort: number;
  icon: string | null;
}

function isResourceList(value: unknown): value is Resource[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as Record<string, unknown>).resUri === 'string',
    )
  );
}

export function getAuthList(productCode: string, signal?: AbortSignal): Promise<Resource[]> {
  return apiRequest<Resource[]>('res/menu/emp/role/findResAllByToken', {
    query: { productCode },
    signal,
  });
}

const toUris = (resources: Resource[]): ReadonlySet<string> =>
  new Set(resources.map(({ resUri }) => resUri));

/** The menus of specification §3: one permission list per product, kept for the next load. */
export const authListQueryOptions = (identity: string, productCode: string) => {
  const keptAs = `menus:${productCode}`;
  return queryOptions({
    queryKey: ['session', identity, 'auth-list', productCode],
    queryFn: ({ signal }) => fetchAndKeep(identity, keptAs, () => getAuthList(productCode, signal)),
    select: toUris,
    staleTime: 5 * 60_000,
    ...keptAnswer(identity, keptAs, isResourceList),
  });
};

/** The resUris the user may open in `productCode`; `enabled` false skips the call (EC). */
export function useAuthList(identity: string, productCode: string, enabled = true) {
  return useQuery({ ...authListQueryOptions(identity, productCode), enabled });
}
