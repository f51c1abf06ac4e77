import { describe, expect, it, vi } from 'vitest';

import { ALPHANUMERIC, randomString } from '@/lib/crypto/random';

describe('randomString', () => {
  it('draws the asked number of characters from [A-Za-z0-9]', () => {
    const drawn = randomString(24);

    expect(drawn).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(randomString(24)).not.toBe(drawn);
  });

  it('draws bytes at or above 248 again instead of folding them (no modulo bias)', () => {
    const bytes = [255, 248, 0, 61, 62, 247, 249, 123];
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      const target = array as Uint8Array;
      target.forEach((_, index) => (target[index] = bytes.shift() ?? 0));
      return array;
    });

    // 0 → A, 61 → 9, 62 → A (62 mod 62), 247 → 247 mod 62 = 61 → 9, 123 → 61 → 9
    expect(randomString(5)).toBe('A9A99');
    expect(bytes).toEqual([]);
  });

  it('uses every character of the alphabet', () => {
    const seen = new Set(randomString(20_000));

    expect(Array.from(seen).sort().join('')).toBe(Array.from(ALPHANUMERIC).sort().join(''));
  });
});
