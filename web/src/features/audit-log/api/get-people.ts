import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

type EmployeePage = Schema<'EmployeePage'>;
export type Person = Pick<Schema<'EmployeeRead'>, 'employeeCode' | 'name' | 'mobile'>;

// The 'who' filter's choices: the company's people (the largest page the list gives).
const PEOPLE_QUERY = { pageNum: 1, pageSize: 100 };

export async function getPeople(signal?: AbortSignal): Promise<Person[]> {
  const page = await apiRequest<EmployeePage>('company/employee/list', {
    body: PEOPLE_QUERY,
    kind: 'list',
    signal,
  });
  return page.list;
}

export const peopleQueryOptions = (identityKey: string) =>
  queryOptions({
    queryKey: ['session', identityKey, 'audit-log', 'people'],
    queryFn: ({ signal }) => getPeople(signal),
  });

/** The company's employees, to choose whose actions the audit log shows. */
export function usePeople(identityKey: string) {
  return useQuery(peopleQueryOptions(identityKey));
}
