import { describe, expect, it } from 'vitest';

import { decodeJwtPayload, expiresAtMs, readAccessClaims } from '@/lib/jwt';
import { fakeAccessToken } from '@/testing/session-fixtures';

describe('JWT payload', () => {
  it('reads the claims of a base64url payload, non-ASCII included', () => {
    // {"emp":"E1","name":"张三","exp":1700000000,"x":"??>"} has '-' and '_' in base64url.
    const payload = btoa(
      String.fromCharCode(
        ...new TextEncoder().encode('{"emp":"E1","name":"张三","exp":1700000000,"x":"??>"}'),
      ),
    )
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');

    expect(decodeJwtPayload(`h.${payload}.s`)).toEqual({
      emp: 'E1',
      name: '张三',
      exp: 1700000000,
      x: '??>',
    });
    expect(expiresAtMs(`h.${payload}.s`)).toBe(1_700_000_000_000);
  });

  it('keeps only claims of the expected type', () => {
    const token = fakeAccessToken({ emp: 'E7', exp: 'soon' as unknown as number });

    const claims = readAccessClaims(token);
    expect(claims?.emp).toBe('E7');
    expect(claims?.exp).toBeUndefined();
  });

  it.each(['', 'opaque', 'a.%%%.c', 'a.bnVsbA.c' /* null */, 'a.WzFd.c' /* [1] */])(
    'answers nothing for %j',
    (token) => {
      expect(decodeJwtPayload(token)).toBeUndefined();
      expect(expiresAtMs(token)).toBeUndefined();
    },
  );
});
