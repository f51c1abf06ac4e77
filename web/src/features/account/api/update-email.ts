import { useMutation, useQueryClient } from '@tanstack/react-query';

import { accountViewKey } from '@/features/account/api/get-account-view';
import { validateEmailCode } from '@/features/account/api/validate-email-code';
import { apiRequest } from '@/lib/api-client';

/** Changes to `email`, which its code must have proven (a 10-minute grant). */
export async function updateEmail(email: string): Promise<void> {
  await apiRequest<null>('email/update', { query: { email }, loading: true });
}

export interface EmailChange {
  email: string;
  code: string;
}

/** The code checked, then the change; the account view shows the new (masked) address. */
export function useChangeEmail(identityKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, code }: EmailChange) => {
      await validateEmailCode(code);
      await updateEmail(email);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountViewKey(identityKey) }),
  });
}
