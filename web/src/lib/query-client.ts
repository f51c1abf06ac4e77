import { QueryClient } from '@tanstack/react-query';

import { isApiError } from '@/lib/api-error';

const MAX_RETRIES = 1;

// Only a lost connection is worth repeating: an envelope error is the server's considered
// answer, and a timeout has already waited 60 s.
function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isApiError(error) && error.kind === 'network';
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}
