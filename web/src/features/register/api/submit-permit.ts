import { useMutation, useQueryClient } from '@tanstack/react-query';

import { registrationQueryOptions } from '@/features/register/api/get-registration';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

export type PermitInput = Schema<'PermitSubmit'>;

/** The company's details and requested roles; on to verification (or straight back to review). */
export function submitPermit(body: PermitInput) {
  return apiRequest<Schema<'RegistrationRead'>>('register/permit', {
    body,
    handleErrors: false,
    loading: true,
  });
}

export function useSubmitPermit(sessionKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPermit,
    onSuccess: (registration) => {
      queryClient.setQueryData(registrationQueryOptions(sessionKey).queryKey, registration);
    },
  });
}
