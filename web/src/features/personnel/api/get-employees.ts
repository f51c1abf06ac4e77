import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

export type Employee = Schema<'EmployeeRead'>;
export type EmployeePage = Schema<'EmployeePage'>;
export type EmployeeQuery = Schema<'EmployeeQuery'>;

/** Every personnel query of the session: a change invalidates them all. */
export const personnelKey = (identityKey: string) => ['session', identityKey, 'personnel'] as const;

export function getEmployees(query: EmployeeQuery, signal?: AbortSignal): Promise<EmployeePage> {
  return apiRequest<EmployeePage>('company/employee/list', { body: query, kind: 'list', signal });
}

export const employeesQueryOptions = (identityKey: string, query: EmployeeQuery) =>
  queryOptions({
    queryKey: [...personnelKey(identityKey), 'employees', query],
    queryFn: ({ signal }) => getEmployees(query, signal),
    // Paging and filtering keep the rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

/** A page of the session company's employees (`company/employee/list`). */
export function useEmployees(identityKey: string, query: EmployeeQuery) {
  return useQuery(employeesQueryOptions(identityKey, query));
}
