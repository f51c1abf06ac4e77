import { paths } from '@/lib/paths';

// The password-reset wizard's steps (specification §2), each a route of its own.

export const RESET_PATH = paths.resetPassword;
export const STEPS = ['account', 'reset', 'complete'] as const;
export type Step = (typeof STEPS)[number];

export const STEP_TITLES = {
  account: 'route.resetAccount',
  reset: 'route.resetReset',
  complete: 'route.resetComplete',
} as const satisfies Record<Step, string>;

export function isStep(value: string | undefined): value is Step {
  return (STEPS as readonly string[]).includes(value ?? '');
}

export function stepPath(step: Step): string {
  return `${RESET_PATH}/${step}`;
}

/**
 * What the account step hands to the reset step, in the history entry's state: it survives a
 * reload of that step, and nothing else (no other tab, no bookmark) sees the ticket.
 */
export interface ResetTicket {
  ticket: string;
  mobile: string;
}

export function readTicket(state: unknown): ResetTicket | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { ticket, mobile } = state as Partial<ResetTicket>;
  return typeof ticket === 'string' && ticket !== '' && typeof mobile === 'string'
    ? { ticket, mobile }
    : undefined;
}
