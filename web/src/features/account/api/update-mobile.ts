import { useMutation, useQueryClient } from '@tanstack/react-query';

import { validateMobileCodes } from '@/features/account/api/validate-mobile-codes';
import { apiRequest } from '@/lib/api-client';
import { rememberSignIn } from '@/lib/signed-in-user';

/** Changes to `mobile`, which both codes must have proven (a 10-minute grant). */
export async function updateMobile(mobile: string): Promise<void> {
  await apiRequest<null>('mobile/update', { query: { mobile }, loading: true });
}

export interface MobileChange {
  mobile: string;
  oldCode: string;
  newCode: string;
}

/**
 * The codes checked, then the change. The idle dialog's SMS code goes to the signed-in mobile,
 * so it is the new one from now on. The header's mobile (company info) follows once customer
 * has taken the change (an event), so that is asked again too.
 */
export function useChangeMobile(identityKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ mobile, oldCode, newCode }: MobileChange) => {
      await validateMobileCodes(oldCode, newCode);
      await updateMobile(mobile);
    },
    onSuccess: async (_, { mobile }) => {
      rememberSignIn({ mobile });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['session', identityKey, 'account'] }),
        queryClient.invalidateQueries({ queryKey: ['session', identityKey, 'company-info'] }),
      ]);
    },
  });
}
