import vectors from '@contracts/protection-vectors.json';

import { fromBase64 } from '@/lib/crypto/base64';
import { RSA_OAEP_SHA256 } from '@/lib/crypto/rsa-oaep';

/**
 * contracts/protection-vectors.json: known answers written independently of both sides
 * (scripts/make-protection-vectors.py). Its RSA key stands in for the gateway's keys.
 */
export const protectionVectors = vectors;

export const VECTOR_TRANSPORT_KID = vectors.rsa.kid;
export const VECTOR_CREDENTIAL_KID = 'vectors-credential-1';

/** The body of a secretKey answer, with the vector key as both transport and credential key. */
export function vectorPublicKeys() {
  return {
    transport: { kid: VECTOR_TRANSPORT_KID, spki: vectors.rsa.spki },
    credential: { kid: VECTOR_CREDENTIAL_KID, spki: vectors.rsa.spki },
  };
}

export function importVectorPrivateKey(): Promise<CryptoKey> {
  return crypto.subtle.importKey('pkcs8', fromBase64(vectors.rsa.pkcs8), RSA_OAEP_SHA256, false, [
    'decrypt',
  ]);
}

/** RSA-OAEP-SHA256 decryption with the vector private key, as text. */
export async function rsaDecryptWithVectorKey(base64: string): Promise<string> {
  const key = await importVectorPrivateKey();
  const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, key, fromBase64(base64));
  return new TextDecoder().decode(plain);
}
