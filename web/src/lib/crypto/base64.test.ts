import { describe, expect, it } from 'vitest';

import { fromBase64, toBase64 } from '@/lib/crypto/base64';
import { toHex, utf8 } from '@/lib/crypto/bytes';

describe('base64', () => {
  it('encodes with padding, as RFC 4648 writes it', () => {
    expect(toBase64(utf8(''))).toBe('');
    expect(toBase64(utf8('f'))).toBe('Zg==');
    expect(toBase64(utf8('fo'))).toBe('Zm8=');
    expect(toBase64(utf8('foobar'))).toBe('Zm9vYmFy');
    expect(toBase64(new Uint8Array([0xfb, 0xff]))).toBe('+/8=');
  });

  it('round-trips bytes longer than one conversion slice', () => {
    const bytes = new Uint8Array(40_000).map((_, index) => (index * 7) % 256);

    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
  });

  it('writes lowercase hex', () => {
    expect(toHex(new Uint8Array([0, 15, 171, 255]))).toBe('000fabff');
  });
});
