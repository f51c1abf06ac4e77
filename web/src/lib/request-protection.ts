import { i18n } from '@/i18n/instance';
import { ApiError, isApiError } from '@/lib/api-error';
import { wireTarget } from '@/lib/api-paths';
import type { WireRequest } from '@/lib/api-transport';
import { importAesKey, seal } from '@/lib/crypto/aes-gcm';
import { type Bytes, utf8 } from '@/lib/crypto/bytes';
import { importHmacKey, sha256Hex, signParts } from '@/lib/crypto/hmac';
import { randomString } from '@/lib/crypto/random';
import { rsaEncrypt } from '@/lib/crypto/rsa-oaep';
import { fetchPublicKeys } from '@/lib/public-keys';

// Request protection (DESIGN §5). The page key K is drawn once per page load and sent, RSA
// encrypted, in the same `aes` header on every call: the gateway caches K by that header, so
// its RSA private operation runs once per page load, not once per call.
const PAGE_KEY_LENGTH = 16;
const NONCE_LENGTH = 24;
const NO_BODY = new Uint8Array(0);

interface ProtectionSession {
  kid: string;
  aes: string;
  aesKey: CryptoKey;
  hmacKey: CryptoKey;
  credentialKey: CryptoKey;
}

let pageKey: string | undefined;
let session: Promise<ProtectionSession> | undefined;

async function establish(): Promise<ProtectionSession> {
  if (typeof crypto === 'undefined' || !('subtle' in crypto)) {
    // WebCrypto exists only in a secure context (HTTPS or localhost).
    throw new Error('WebCrypto is unavailable');
  }
  pageKey ??= randomString(PAGE_KEY_LENGTH);
  const keys = await fetchPublicKeys();
  const [aes, aesKey, hmacKey] = await Promise.all([
    rsaEncrypt(keys.transport.key, utf8(pageKey)),
    importAesKey(pageKey),
    importHmacKey(pageKey),
  ]);
  return { kid: keys.transport.kid, aes, aesKey, hmacKey, credentialKey: keys.credential.key };
}

function protectionError(cause: unknown): ApiError {
  return new ApiError({
    kind: 'protection',
    status: isApiError(cause) ? cause.status : 0,
    msg: i18n.t('errors.protection'),
    cause,
  });
}

// Concurrent calls share one key fetch; a failed fetch is forgotten so the next call retries.
function protectionSession(): Promise<ProtectionSession> {
  session ??= establish().catch((error: unknown) => {
    session = undefined;
    throw protectionError(error);
  });
  return session;
}

/** Fetches the keys early (the specification fetches them at start); failures wait for a call. */
export function startRequestProtection(): void {
  protectionSession().catch(() => undefined);
}

/** Forgets the keys, keeping K: the next call fetches them again (the gateway may have rotated). */
export function renewProtectionKeys(): void {
  session = undefined;
}

/** A new page load: new K, keys fetched again. For tests. */
export function resetRequestProtection(): void {
  pageKey = undefined;
  session = undefined;
}

async function signed(request: WireRequest, current: ProtectionSession, body: Bytes) {
  const timestamp = String(Date.now());
  const nonce = randomString(NONCE_LENGTH);
  const sign = await signParts(current.hmacKey, {
    method: request.method,
    target: wireTarget(request.target),
    timestamp,
    nonce,
    bodySha256: await sha256Hex(body),
  });
  const headers = new Headers(request.headers);
  headers.set('aes', current.aes);
  headers.set('x-kid', current.kid);
  headers.set('x-timestamp', timestamp);
  headers.set('x-nonce', nonce);
  headers.set('sign', sign);
  return headers;
}

/**
 * Encrypts a JSON body (`json`: the exact text of `JSON.stringify`) to
 * `{"data": base64(iv ‖ AES-GCM(K, iv, utf8(json)))}` and signs the request over those bytes.
 */
export async function protectJson(request: WireRequest, json?: string): Promise<WireRequest> {
  const current = await protectionSession();
  if (json === undefined) {
    return { ...request, headers: await signed(request, current, NO_BODY), body: undefined };
  }
  const bytes = utf8(json);
  const headers = await signed(request, current, bytes);
  headers.set('Content-Type', 'application/json');
  return { ...request, headers, body: JSON.stringify({ data: await seal(current.aesKey, bytes) }) };
}

/** Signs a body that travels as it is (multipart uploads) over its exact bytes. */
export async function protectRaw(request: WireRequest, bytes: Bytes): Promise<WireRequest> {
  const current = await protectionSession();
  return { ...request, headers: await signed(request, current, bytes) };
}

/** A password field for auth: base64(RSA-OAEP-SHA256(credential key, utf8(plain))). */
export async function encryptCredential(plain: string): Promise<string> {
  const { credentialKey } = await protectionSession();
  return rsaEncrypt(credentialKey, utf8(plain));
}
