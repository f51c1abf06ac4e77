import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type Employee, personnelKey } from '@/features/personnel/api/get-employees';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

export type RolesUpdate = Schema<'RolesUpdate'>;

/** Replaces an employee's roles; the server keeps the company's last administrator. */
export function updateRoles(body: RolesUpdate): Promise<Employee> {
  return apiRequest<Employee>('company/employee/roles/update', { body, loading: true });
}

export function useUpdateRoles(identityKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personnelKey(identityKey) }),
  });
}
