import type { Bytes } from '@/lib/crypto/bytes';

export const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomBytes(length: number): Bytes {
  return crypto.getRandomValues(new Uint8Array(length));
}

/**
 * `length` characters drawn uniformly from `alphabet` (at most 256 characters). Bytes at or
 * above the largest multiple of the alphabet's size are drawn again, so no character is
 * favoured by the modulo.
 */
export function randomString(length: number, alphabet: string = ALPHANUMERIC): string {
  if (alphabet.length === 0 || alphabet.length > 256) throw new RangeError('bad alphabet');
  const limit = 256 - (256 % alphabet.length);
  let result = '';
  while (result.length < length) {
    for (const byte of randomBytes(length - result.length)) {
      if (byte < limit) result += alphabet.charAt(byte % alphabet.length);
    }
  }
  return result;
}
