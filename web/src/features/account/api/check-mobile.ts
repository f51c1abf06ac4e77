import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** Whether no account (the user's own included) has `mobile` yet. */
export async function isMobileAvailable(mobile: string): Promise<boolean> {
  const answer = await apiRequest<Schema<'AvailableRead'>>('mobile/check', { query: { mobile } });
  return answer.available;
}
