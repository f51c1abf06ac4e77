import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { encryptCredential } from '@/lib/request-protection';

/**
 * Whether `password` is the user's current one (it travels encrypted). Wrong answers count
 * toward auth's limit (5 in 15 minutes, then status 429 with its msg).
 */
export async function checkOldPassword(password: string): Promise<boolean> {
  const answer = await apiRequest<Schema<'ValidRead'>>('company/custAccount/oldPwd/check', {
    query: { pwd: await encryptCredential(password) },
  });
  return answer.valid;
}

export function useCheckOldPassword() {
  return useMutation({ mutationFn: checkOldPassword });
}
