import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type Profile = Schema<'ProfileRead'>;

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'profile'],
    queryFn: ({ signal }) => apiRequest<Profile>('/ops/me/profile', { signal }),
  });

/** Who is signed in: name, roles (all, and this session's), second factor, recovery codes. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
