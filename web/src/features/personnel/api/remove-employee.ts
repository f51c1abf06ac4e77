import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type Employee, personnelKey } from '@/features/personnel/api/get-employees';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** Removes an employee from the company; their sessions there end at once. */
export function removeEmployee(employeeCode: string): Promise<Employee> {
  return apiRequest<Employee>('company/employee/remove', {
    body: { employeeCode } satisfies Schema<'EmployeeRef'>,
    loading: true,
  });
}

export function useRemoveEmployee(identityKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personnelKey(identityKey) }),
  });
}
