import { toBase64 } from '@/lib/crypto/base64';
import { type Bytes, concatBytes, utf8 } from '@/lib/crypto/bytes';
import { randomBytes } from '@/lib/crypto/random';

export const IV_BYTES = 12;
const AES_128_KEY_BYTES = 16;

/** The page key K (16 ASCII characters) as an AES-128-GCM key: its bytes are the key. */
export function importAesKey(key: string): Promise<CryptoKey> {
  const raw = utf8(key);
  if (raw.length !== AES_128_KEY_BYTES) throw new RangeError('AES-128 needs a 16-byte key');
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt']);
}

/**
 * base64(iv ‖ ciphertext ‖ tag): WebCrypto appends the 16-byte tag to the ciphertext, the
 * same layout as Python's `AESGCM.encrypt`. A fresh random iv unless one is given (tests).
 */
export async function seal(
  key: CryptoKey,
  plaintext: Bytes,
  iv: Bytes = randomBytes(IV_BYTES),
): Promise<string> {
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plaintext);
  return toBase64(concatBytes(iv, new Uint8Array(sealed)));
}
