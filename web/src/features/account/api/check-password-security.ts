import { useEffect, useState } from 'react';

import { apiRequest } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import type { Schema } from '@/lib/api-types';
import { encryptCredential } from '@/lib/request-protection';

/** `secure`, the rule broken (`length`, `kinds`, `mobile`, `common`) and a sentence saying so. */
export type PasswordStrength = Schema<'PasswordSecurityRead'>;

/** Pause in typing before the strength is asked for. */
export const STRENGTH_DELAY_MS = 400;

/** Auth's strength rule applied to `password` (encrypted): the same rule a change must pass. */
export async function checkPasswordSecurity(
  password: string,
  signal?: AbortSignal,
): Promise<PasswordStrength> {
  return apiRequest<PasswordStrength>('param/security/checkPasswordSecurity', {
    query: { password: await encryptCredential(password) },
    signal,
  });
}

export interface StrengthCheck {
  /** The password the answer is about (what was typed when typing paused). */
  password: string;
  strength?: PasswordStrength;
  /** The check itself failed (no answer, a refusal): the msg when there is one. */
  failed?: string;
}

/**
 * The strength of `password` as the user types: asked once typing pauses, the previous
 * question cancelled. Not a TanStack query on purpose: its key would hold the password.
 */
export function usePasswordStrength(password: string): StrengthCheck | undefined {
  const [check, setCheck] = useState<StrengthCheck>();

  useEffect(() => {
    if (password === '') return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      checkPasswordSecurity(password, controller.signal).then(
        (strength) => {
          if (!controller.signal.aborted) setCheck({ password, strength });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setCheck({ password, failed: isApiError(error) ? error.msg : '' });
        },
      );
    }, STRENGTH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [password]);

  // An answer about an earlier password says nothing about this one.
  return check?.password === password && password !== '' ? check : undefined;
}
