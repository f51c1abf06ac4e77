import { fromBase64 } from '@/lib/crypto/base64';
import type { RecordedRequest } from '@/testing/fetch-mock';
import { rsaDecryptWithVectorKey } from '@/testing/protection-vectors';

// The gateway's side of DESIGN §5, written against WebCrypto directly rather than the client's
// helpers, so that a request the client protects is checked by an independent reader.

export interface OpenedRequest {
  /** The page key K recovered from the `aes` header with the vector private key. */
  pageKey: string;
  /** The decrypted JSON text, undefined when no body was sent. */
  json: string | undefined;
  /** Whether `sign` is the HMAC of the request as received. */
  signValid: boolean;
}

const encoder = new TextEncoder();

function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array((hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function decryptBody(pageKey: string, body: string): Promise<Uint8Array<ArrayBuffer>> {
  const { data } = JSON.parse(body) as { data: string };
  const sealed = fromBase64(data);
  const key = await crypto.subtle.importKey('raw', encoder.encode(pageKey), 'AES-GCM', false, [
    'decrypt',
  ]);
  const iv = sealed.subarray(0, 12);
  return new Uint8Array(
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, sealed.subarray(12)),
  );
}

/**
 * Reads a protected request as the gateway would. `rawBody` is the exact body for a request
 * that is signed but not encrypted (multipart).
 */
export async function openRequest(
  request: RecordedRequest,
  rawBody?: Uint8Array<ArrayBuffer>,
): Promise<OpenedRequest> {
  const header = (name: string) => request.headers.get(name) ?? '';
  const pageKey = await rsaDecryptWithVectorKey(header('aes'));
  const body = request.init.body;
  const bytes =
    rawBody ?? (typeof body === 'string' ? await decryptBody(pageKey, body) : new Uint8Array(0));
  const url = new URL(request.url, 'http://localhost');
  const message = [
    request.init.method ?? 'GET',
    url.pathname + url.search,
    header('x-timestamp'),
    header('x-nonce'),
    await sha256Hex(bytes),
  ].join('\n');
  const hmacKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(pageKey),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const signValid = await crypto.subtle.verify(
    'HMAC',
    hmacKey,
    hexBytes(header('sign')),
    encoder.encode(message),
  );
  const json = typeof body === 'string' ? new TextDecoder().decode(bytes) : undefined;
  return { pageKey, json, signValid };
}
