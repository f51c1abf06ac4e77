import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { getBrowserId } from '@/lib/browser-id';
import { encryptCredential } from '@/lib/request-protection';

export interface ResetInput {
  ticket: string;
  newPassword: string;
}

/**
 * The new password (encrypted to auth's credential key); every session of the user ends. A
 * refused password leaves the ticket usable for another try.
 */
export async function resetPassword({ ticket, newPassword }: ResetInput) {
  const body: Schema<'ResetCreate'> = {
    ticket,
    newPassword: await encryptCredential(newPassword),
    browserID: getBrowserId(),
  };
  return apiRequest<Schema<'ResetDoneRead'>>('resetpwd/reset', {
    body,
    handleErrors: false,
    loading: true,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
