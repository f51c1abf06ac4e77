import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';
import { encryptCredential } from '@/lib/request-protection';

export type NextStep = Schema<'NextStepRead'>;

/**
 * Username and password (encrypted to the back office's credential key): the next step and
 * its ticket. Every refusal is the form's to show (`handleErrors: false`): a 401 here is a
 * wrong step, not an ended session.
 */
export async function checkPassword(username: string, password: string): Promise<NextStep> {
  const body = { username, password: await encryptCredential(password) };
  return apiRequest<NextStep>('/ops/session/password', {
    body,
    handleErrors: false,
    loading: true,
  });
}
