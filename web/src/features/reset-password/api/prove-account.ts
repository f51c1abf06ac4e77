import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { getBrowserId } from '@/lib/browser-id';

export interface ProveAccountInput {
  mobile: string;
  /** A new image captcha's answer (the one before bought the SMS code). */
  code: string;
  smsCode: string;
}

/** Mobile, image code and SMS code: a ticket (10 minutes, this tab) for the reset step. */
export function proveAccount(input: ProveAccountInput) {
  const body: Schema<'ResetAccountCreate'> = { ...input, browserID: getBrowserId() };
  return apiRequest<Schema<'ResetTicketRead'>>('resetpwd/account', {
    body,
    handleErrors: false,
    loading: true,
  });
}

export function useProveAccount() {
  return useMutation({ mutationFn: proveAccount });
}
