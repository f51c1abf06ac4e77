import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

/** 10: password or SMS; 20: SMS only (DESIGN §3). */
export type LogoutWay = 10 | 20;

export interface LogoutWayAnswer {
  logoutWay: LogoutWay;
  /** False (session past 12 h, too many failed tries): only 'exit directly' is offered. */
  canVerify: boolean;
  /** The user has two-step on: the authenticator app's code is offered too. */
  twoStep: boolean;
}

export function getLogoutWay(): Promise<LogoutWayAnswer> {
  return apiRequest<LogoutWayAnswer>('param/security/findParamSecurityLogoutWay');
}

// Asked afresh every time the dialog opens: the answer changes with each failed try.
export const logoutWayQueryOptions = () =>
  queryOptions({
    queryKey: ['idle', 'logout-way'],
    queryFn: getLogoutWay,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useLogoutWay() {
  return useQuery(logoutWayQueryOptions());
}
