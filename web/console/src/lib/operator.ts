import { useSyncExternalStore } from 'react';

import type { OperatorRole } from '@console/lib/api-types';
import { getAccessToken, onTokensChange } from '@/lib/auth-token';
import { decodeJwtPayload } from '@/lib/jwt';

/** Who is signed in, as the access token says (read, not verified: the gateway verifies). */
export interface Operator {
  /** Operator code (`sub`). */
  code: string;
  name: string;
  /** Session id. */
  sid: string;
  /** This session's roles: all the operator's in the console, fewer with an API token. */
  roles: readonly OperatorRole[];
  /** `console` or `api-token`. */
  via: string;
}

export const ALL_ROLES: readonly OperatorRole[] = [
  'reviewer',
  'approver',
  'content_editor',
  'ops_admin',
  'auditor',
];

function isRole(value: unknown): value is OperatorRole {
  return ALL_ROLES.some((role) => role === value);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The operator an access token names; undefined when it is unreadable or names nobody. */
export function readOperator(token: string): Operator | undefined {
  const claims = decodeJwtPayload(token);
  if (claims === undefined || !text(claims.sub)) return undefined;
  const roles = Array.isArray(claims.roles) ? claims.roles.filter(isRole) : [];
  return {
    code: text(claims.sub),
    name: text(claims.name),
    sid: text(claims.sid),
    roles,
    via: text(claims.via),
  };
}

// One snapshot per token, so React sees a change only when the token changes.
let cachedToken: string | undefined;
let cached: Operator | undefined;

export function currentOperator(): Operator | undefined {
  const token = getAccessToken();
  if (token !== cachedToken) {
    cachedToken = token;
    cached = token === undefined ? undefined : readOperator(token);
  }
  return cached;
}

/** The signed-in operator; re-renders on sign-in, renewal (new roles) and sign-out. */
export function useOperator(): Operator | undefined {
  return useSyncExternalStore(onTokensChange, currentOperator, currentOperator);
}

/** Whether `operator` holds at least one of `roles` (none given: any operator). */
export function holdsAny(
  operator: Operator | undefined,
  roles: readonly OperatorRole[] | undefined,
): boolean {
  if (operator === undefined) return false;
  if (roles === undefined || roles.length === 0) return true;
  return roles.some((role) => operator.roles.includes(role));
}

/** Whether the signed-in operator holds one of `roles`: offer an action or not. */
export function useHoldsAny(...roles: OperatorRole[]): boolean {
  return holdsAny(useOperator(), roles);
}
