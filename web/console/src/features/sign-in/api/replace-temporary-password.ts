import type { NextStep } from '@console/features/sign-in/api/check-password';
import { apiRequest } from '@/lib/api-client';
import { encryptCredential } from '@/lib/request-protection';

/** The temporary password replaced (the new one encrypted): the next step, same ticket. */
export async function replaceTemporaryPassword(
  ticket: string,
  newPassword: string,
): Promise<NextStep> {
  const body = { ticket, newPassword: await encryptCredential(newPassword) };
  return apiRequest<NextStep>('/ops/session/change-password', {
    body,
    handleErrors: false,
    loading: true,
  });
}
