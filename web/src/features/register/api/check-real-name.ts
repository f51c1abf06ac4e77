import { useMutation, useQueryClient } from '@tanstack/react-query';

import { registrationQueryOptions } from '@/features/register/api/get-registration';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** The registrant's own name and ID number, checked by the real-name provider. */
export function checkRealName(body: Schema<'RealNameCheck'>) {
  return apiRequest<Schema<'RegistrationRead'>>('register/verify/realName', {
    body,
    handleErrors: false,
    loading: true,
  });
}

export function useCheckRealName(sessionKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkRealName,
    onSuccess: (registration) => {
      queryClient.setQueryData(registrationQueryOptions(sessionKey).queryKey, registration);
    },
  });
}
