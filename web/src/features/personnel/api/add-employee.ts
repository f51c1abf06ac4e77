import { useMutation, useQueryClient } from '@tanstack/react-query';

import { personnelKey } from '@/features/personnel/api/get-employees';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

export type EmployeeCreate = Schema<'EmployeeCreate'>;
export type EmployeeCreated = Schema<'EmployeeCreated'>;

/** Adds a person by mobile; one without an account gets one and a set-password SMS. */
export function addEmployee(body: EmployeeCreate): Promise<EmployeeCreated> {
  return apiRequest<EmployeeCreated>('company/employee/add', { body, loading: true });
}

export function useAddEmployee(identityKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personnelKey(identityKey) }),
  });
}
