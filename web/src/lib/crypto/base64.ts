import type { Bytes } from '@/lib/crypto/bytes';

// String.fromCharCode takes its arguments on the stack: convert in slices.
const CHUNK = 0x8000;

/** Standard base64 with padding (RFC 4648 §4), as Python's `base64.b64decode` reads it. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

export function fromBase64(text: string): Bytes {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
