import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { encryptCredential } from '@/lib/request-protection';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

/** Changes the password (both encrypted); auth ends the user's other sessions, not this one. */
export async function updatePassword({ oldPassword, newPassword }: PasswordChange) {
  const body: Schema<'PasswordUpdate'> = {
    oldPassword: await encryptCredential(oldPassword),
    newPassword: await encryptCredential(newPassword),
  };
  await apiRequest<null>('company/custAccount/passWord/update', { body, loading: true });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
