import { describe, expect, it } from 'vitest';

import { wireTarget } from '@/lib/api-paths';
import { importAesKey, seal } from '@/lib/crypto/aes-gcm';
import { fromBase64 } from '@/lib/crypto/base64';
import { utf8 } from '@/lib/crypto/bytes';
import { importHmacKey, sha256Hex, signParts } from '@/lib/crypto/hmac';
import { randomString } from '@/lib/crypto/random';
import { importRsaPublicKey, rsaEncrypt } from '@/lib/crypto/rsa-oaep';
import { protectionVectors, rsaDecryptWithVectorKey } from '@/testing/protection-vectors';

// The TypeScript half of the shared vectors (DESIGN §5); the gateway's tests are the other half.
const { rsa, aesGcm, sign } = protectionVectors;

describe('AES-GCM vectors', () => {
  it.each(aesGcm)('seals $plaintext with key $key to the vector data', async (vector) => {
    const key = await importAesKey(vector.key);

    await expect(seal(key, utf8(vector.plaintext), fromBase64(vector.iv))).resolves.toBe(
      vector.data,
    );
  });
});

describe('sign vectors', () => {
  it.each(sign)('hashes the body of $method $target', async (vector) => {
    await expect(sha256Hex(utf8(vector.body))).resolves.toBe(vector.bodySha256);
  });

  it.each(sign)('signs $method $target to the vector sign', async (vector) => {
    const key = await importHmacKey(vector.key);
    const parts = { ...vector, bodySha256: await sha256Hex(utf8(vector.body)) };

    await expect(signParts(key, parts)).resolves.toBe(vector.sign);
  });

  it.each(sign)('signs $target as the browser sends it', (vector) => {
    expect(wireTarget(vector.target)).toBe(vector.target);
  });
});

describe('RSA-OAEP-SHA256 vectors', () => {
  it.each(rsa.cases)('decrypts the vector ciphertext of $plaintext', async (vector) => {
    await expect(rsaDecryptWithVectorKey(vector.ciphertext)).resolves.toBe(vector.plaintext);
  });

  it('encrypts a page key to the vector public key so that its private key opens it', async () => {
    const publicKey = await importRsaPublicKey(rsa.spki);
    const pageKey = randomString(16);

    const aes = await rsaEncrypt(publicKey, utf8(pageKey));

    expect(fromBase64(aes)).toHaveLength(384); // RSA-3072
    await expect(rsaDecryptWithVectorKey(aes)).resolves.toBe(pageKey);
  });

  it('draws a fresh OAEP padding each time', async () => {
    const publicKey = await importRsaPublicKey(rsa.spki);

    const [first, second] = await Promise.all([
      rsaEncrypt(publicKey, utf8('0000000000000000')),
      rsaEncrypt(publicKey, utf8('0000000000000000')),
    ]);

    expect(first).not.toBe(second);
  });
});
