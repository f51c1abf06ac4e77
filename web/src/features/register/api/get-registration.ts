import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

export type Registration = Schema<'RegistrationRead'>;

export function getRegistration(signal?: AbortSignal) {
  return apiRequest<Registration>('register/current', { signal });
}

/**
 * The signed-in user's registration: its step, status, what was filled (ID numbers masked) and
 * the operator's reasons. Keyed by the session, so another sign-in never shows this one's.
 */
export const registrationQueryOptions = (sessionKey: string) =>
  queryOptions({
    queryKey: ['register', 'current', sessionKey],
    queryFn: ({ signal }) => getRegistration(signal),
    retry: false,
    // The gate and a polling step watch the same query: mounting one must not ask again.
    staleTime: 5_000,
  });

interface RegistrationQueryOptions {
  /** Only for a signed-in user: without a token the call would send the page to /login. */
  enabled: boolean;
  /** Polls while something outside this page moves the registration on (face, review). */
  refetchInterval?: number | false;
}

export function useRegistration(sessionKey: string, options: RegistrationQueryOptions) {
  return useQuery({ ...registrationQueryOptions(sessionKey), ...options });
}
