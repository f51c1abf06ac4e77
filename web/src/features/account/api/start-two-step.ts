import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** A new secret to scan: as text, otpauth:// address and QR code (two-step stays off). */
export type TwoStepSetup = Schema<'TwoStepSetupRead'>;

export function startTwoStep(): Promise<TwoStepSetup> {
  return apiRequest<TwoStepSetup>('account/twoStep/start', { loading: true });
}

export function useStartTwoStep() {
  return useMutation({ mutationFn: startTwoStep });
}
