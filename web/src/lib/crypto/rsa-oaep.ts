import { fromBase64, toBase64 } from '@/lib/crypto/base64';
import type { Bytes } from '@/lib/crypto/bytes';

// OAEP with SHA-256 for both the hash and MGF1 (WebCrypto ties them); PKCS#1 v1.5 is never used.
export const RSA_OAEP_SHA256: RsaHashedImportParams = { name: 'RSA-OAEP', hash: 'SHA-256' };

/** A public key from base64 DER SubjectPublicKeyInfo, usable only to encrypt. */
export function importRsaPublicKey(spki: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', fromBase64(spki), RSA_OAEP_SHA256, false, ['encrypt']);
}

/** base64 of RSA-OAEP-SHA256(key, plaintext). */
export async function rsaEncrypt(key: CryptoKey, plaintext: Bytes): Promise<string> {
  return toBase64(
    new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, plaintext)),
  );
}
