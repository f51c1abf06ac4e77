// Wire shapes of the sign-in calls (services/auth/auth/signin/schemas.py; DESIGN §11 pins them).

export type SignInNext =
  'tokens' | 'ipCheck' | 'twoStep' | 'changePassword' | 'chooseCompany' | 'register';

export interface CompanyChoice {
  employeeCode: string;
  compCode: string;
  compName: string;
}

/** One of the user's companies the platform suspended: not entered, and why. */
export interface SuspendedCompany {
  compCode: string;
  compName: string;
  suspendedAt: string | null;
  suspendReason: string | null;
}

/** What comes next; fields a step does not use are null. */
export interface SignInAnswer {
  next: SignInNext;
  accessToken?: string | null;
  refreshToken?: string | null;
  failurePeriodSec?: number | null;
  comps?: CompanyChoice[] | null;
  /** With `ipCheck`, `twoStep` and `changePassword`: the step's ticket (10 min). */
  ticket?: string | null;
  /** With `changePassword`: the rule the current password breaks. */
  passwordRule?: string | null;
  /** With `register`: the registration wizard's step to open. */
  registrationStep?: string | null;
  /** With tokens: the user's companies the platform suspended (not among `comps`). */
  suspendedComps?: SuspendedCompany[] | null;
}

/** Where a code went (masked), when another may be asked for, how long it lives. */
export interface CodeSent {
  to: string;
  resendSec: number;
  expiresInSec: number;
}
