import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type Employee, personnelKey } from '@/features/personnel/api/get-employees';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

export type AdminChange = Schema<'AdminChange'>;

/** Hands the administrator account to another active employee; resolves to the new one. */
export function changeAdmin(body: AdminChange): Promise<Employee> {
  return apiRequest<Employee>('company/employee/changeAdmin', { body, loading: true });
}

export function useChangeAdmin(identityKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAdmin,
    // The caller's standing changed: the header's company info (administrator tag, roles)
    // and every list of people. The menus follow on the next load (they are the shell's).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: personnelKey(identityKey) }),
        queryClient.invalidateQueries({ queryKey: ['session', identityKey, 'company-info'] }),
      ]),
  });
}
