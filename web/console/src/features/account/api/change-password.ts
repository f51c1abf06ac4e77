import { useMutation, useQueryClient } from '@tanstack/react-query';

import { profileQueryOptions } from '@console/features/account/api/get-profile';
import { apiRequest } from '@/lib/api-client';
import { encryptCredential } from '@/lib/request-protection';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

/** A new password, both encrypted to the credential key; the operator's other sessions end. */
export async function changePassword({ oldPassword, newPassword }: PasswordChange): Promise<void> {
  const [oldCipher, newCipher] = await Promise.all([
    encryptCredential(oldPassword),
    encryptCredential(newPassword),
  ]);
  await apiRequest<null>('/ops/me/password', {
    body: { oldPassword: oldCipher, newPassword: newCipher },
    loading: true,
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries(profileQueryOptions()),
  });
}
