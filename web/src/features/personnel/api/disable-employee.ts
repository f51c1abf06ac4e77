import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type Employee, personnelKey } from '@/features/personnel/api/get-employees';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** Disables an employee; their sessions in this company end at once. */
export function disableEmployee(employeeCode: string): Promise<Employee> {
  return apiRequest<Employee>('company/employee/disable', {
    body: { employeeCode } satisfies Schema<'EmployeeRef'>,
    loading: true,
  });
}

export function useDisableEmployee(identityKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personnelKey(identityKey) }),
  });
}
