import { i18n } from '@/i18n/instance';

// The login log's methods and results are the back office's names; shown in words when known.

const METHODS = ['password', 'totp', 'recovery-code', 'api-token', 'unlock'] as const;
const RESULTS = [
  'passed',
  'next-step',
  'wrong-password',
  'wrong-code',
  'unknown-operator',
  'disabled',
  'locked',
  'refused',
] as const;

export const SIGN_IN_RESULTS = RESULTS;

export function methodText(method: string): string {
  const known = METHODS.find((candidate) => candidate === method);
  return known ? i18n.t(`operators.methods.${known}`) : method;
}

export function resultText(result: string): string {
  const known = RESULTS.find((candidate) => candidate === result);
  return known ? i18n.t(`operators.results.${known}`) : result;
}
