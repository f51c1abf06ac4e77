import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { getBrowserId } from '@/lib/browser-id';
import { encryptCredential } from '@/lib/request-protection';

export interface AccountInput {
  mobile: string;
  smsCode: string;
  name: string;
  password: string;
  inviteCode?: string;
}

/**
 * The account step: the registrant's account and a draft registration; the answer carries the
 * registrant session's tokens. The password travels encrypted to auth's credential key.
 */
export async function createAccount({ password, inviteCode, ...input }: AccountInput) {
  const body: Schema<'AccountCreate'> = {
    ...input,
    password: await encryptCredential(password),
    browserID: getBrowserId(),
    inviteCode: inviteCode || null,
  };
  return apiRequest<Schema<'AccountCreated'>>('register/account', {
    body,
    handleErrors: false,
    loading: true,
  });
}

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}
