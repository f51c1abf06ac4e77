import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** Public: the face verification of the link's token is done (the token is used up). */
export function completeFace(token: string) {
  return apiRequest<Schema<'FaceDone'>>('register/verify/face/complete', {
    body: { token },
    handleErrors: false,
  });
}

// A query rather than a mutation on mount: the token is single use, and a query runs once per
// token however often the page mounts (React's StrictMode mounts twice), and never again.
export const faceCompletionQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['register', 'face-complete', token],
    queryFn: () => completeFace(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useFaceCompletion(token: string) {
  return useQuery({ ...faceCompletionQueryOptions(token), enabled: token !== '' });
}
