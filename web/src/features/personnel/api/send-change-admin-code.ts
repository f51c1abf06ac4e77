import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

export type AdminCodeSent = Schema<'AdminCodeSentRead'>;

/** Texts a code to the administrator account's own mobile (the root manager asks). */
export function sendChangeAdminCode(): Promise<AdminCodeSent> {
  return apiRequest<AdminCodeSent>('company/employee/changeAdmin/sendCode');
}

export function useSendChangeAdminCode() {
  return useMutation({ mutationFn: sendChangeAdminCode });
}
