import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type Enrolment = Schema<'EnrolmentRead'>;

/** The authenticator's secret and QR code for the ticket's operator (the same on a retry). */
export function startEnrolment(ticket: string, signal?: AbortSignal): Promise<Enrolment> {
  return apiRequest<Enrolment>('/ops/session/enrol/start', {
    body: { ticket },
    handleErrors: false,
    signal,
  });
}

export const enrolmentQueryOptions = (ticket: string) =>
  queryOptions({
    queryKey: ['sign-in', 'enrolment', ticket],
    queryFn: ({ signal }) => startEnrolment(ticket, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useEnrolment(ticket: string) {
  return useQuery(enrolmentQueryOptions(ticket));
}
