import type { Registration } from '@/features/register/api/get-registration';
import { paths } from '@/lib/paths';

// The wizard's steps (specification §2), each a route of its own, and which of them a
// registration in a given state may open (the server refuses the rest anyway).

export const REGISTER_PATH = paths.register;
export const STEPS = ['account', 'permit', 'verification', 'approval', 'success'] as const;
export type Step = (typeof STEPS)[number];

export const STEP_TITLES = {
  account: 'route.registerAccount',
  permit: 'route.registerPermit',
  verification: 'route.registerVerification',
  approval: 'route.registerApproval',
  success: 'route.registerSuccess',
} as const satisfies Record<Step, string>;

/** The invitation code travels with the wizard as `?invite=` (the invitation link's form). */
export const INVITE_PARAM = 'invite';

type Status = Registration['status'];

// Details can be changed until review starts (draft, verifying, rejected); verification
// follows the details; a rejected registration shows its reasons on the approval page too.
const OPEN_STEPS: Record<Status, readonly Step[]> = {
  draft: ['permit'],
  verifying: ['permit', 'verification'],
  pending: ['approval'],
  rejected: ['permit', 'approval'],
  approved: ['success'],
};

export function isStep(value: string | undefined): value is Step {
  return (STEPS as readonly string[]).includes(value ?? '');
}

export function stepAllowed(registration: Registration, step: Step): boolean {
  return OPEN_STEPS[registration.status].includes(step);
}

/** Where the registration stands: the server's step, else the first step its state allows. */
export function currentStep(registration: Registration): Step {
  const step = registration.step;
  return isStep(step) && stepAllowed(registration, step)
    ? step
    : (OPEN_STEPS[registration.status][0] ?? 'permit');
}

/** A step's address, keeping the invitation code of the current address. */
export function stepPath(step: Step, search = ''): string {
  const invite = new URLSearchParams(search).get(INVITE_PARAM);
  const query = invite ? `?${new URLSearchParams({ [INVITE_PARAM]: invite }).toString()}` : '';
  return `${REGISTER_PATH}/${step}${query}`;
}

export function inviteCodeOf(search: string): string | undefined {
  return new URLSearchParams(search).get(INVITE_PARAM)?.trim() || undefined;
}
