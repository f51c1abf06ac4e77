import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type Employee, personnelKey } from '@/features/personnel/api/get-employees';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** Enables a disabled employee again. */
export function enableEmployee(employeeCode: string): Promise<Employee> {
  return apiRequest<Employee>('company/employee/enable', {
    body: { employeeCode } satisfies Schema<'EmployeeRef'>,
    loading: true,
  });
}

export function useEnableEmployee(identityKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personnelKey(identityKey) }),
  });
}
