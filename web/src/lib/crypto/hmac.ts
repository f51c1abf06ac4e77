import { type Bytes, toHex, utf8 } from '@/lib/crypto/bytes';

export async function sha256Hex(bytes: Bytes): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
}

/** The page key K (16 ASCII characters) as an HMAC-SHA256 key. */
export function importHmacKey(key: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', utf8(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
}

export interface SignedParts {
  method: string;
  /** Path as sent, `/api` included, then `?` and the raw query string when there is one. */
  target: string;
  timestamp: string;
  nonce: string;
  /** Lowercase hex SHA-256 of the body bytes (of the empty string without a body). */
  bodySha256: string;
}

export function signingString({ method, target, timestamp, nonce, bodySha256 }: SignedParts) {
  return [method, target, timestamp, nonce, bodySha256].join('\n');
}

/** The `sign` header: lowercase hex HMAC-SHA256(K, signing string). */
export async function signParts(key: CryptoKey, parts: SignedParts): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', key, utf8(signingString(parts)));
  return toHex(new Uint8Array(mac));
}
