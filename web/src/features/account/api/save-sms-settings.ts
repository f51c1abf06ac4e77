import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type SmsProduct, smsSettingsKey } from '@/features/account/api/get-sms-settings';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** Replaces the employee's choice within the products shown; answers the tree as stored. */
export function saveSmsSettings(employeeCode: string, noticeCodes: string[]) {
  const body: Schema<'SmsSubmit'> = { employeeCode, noticeCodes };
  return apiRequest<SmsProduct[]>('company/custAccount/login/smsEmployeeSubmit', {
    body,
    loading: true,
  });
}

export function useSaveSmsSettings(identityKey: string, employeeCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noticeCodes: string[]) => saveSmsSettings(employeeCode, noticeCodes),
    onSuccess: (stored) => {
      queryClient.setQueryData(smsSettingsKey(identityKey, employeeCode), stored);
    },
  });
}
