import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** Whether no account has `mobile` yet, and whether it is the user's own number already. */
export function checkMobile(mobile: string): Promise<Schema<'AvailableRead'>> {
  return apiRequest<Schema<'AvailableRead'>>('mobile/check', { query: { mobile } });
}
