import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  chinaDate,
  checkIdNumber,
  checkIdNumberLater,
  idCheckCharacter,
  type IdNumberRule,
} from '@/lib/validators/id-number';

// The same cases as the server's (kit/tests/test_validators.py): both sides must agree.
// Noon in Beijing on 22 November 2026.
const NOW = new Date('2026-11-22T04:00:00Z');

function validId(first17: string): string {
  return first17 + idCheckCharacter(first17);
}

describe('checkIdNumber', () => {
  it('passes the published example (check character X)', () => {
    expect(checkIdNumber('11010519491231002X', NOW)).toBeUndefined();
  });

  it('accepts a lower-case x and blanks around', () => {
    expect(checkIdNumber(' 11010519491231002x ', NOW)).toBeUndefined();
  });

  it.each<[string, IdNumberRule]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['1101051949123100', 'length'],
    ['11010519491231002X1', 'length'],
    ['11010519491231A02X', 'format'],
    ['1101051949123100XX', 'format'],
    ['11010549123100X', 'format'],
  ])('refuses %j by the %s rule', (value, rule) => {
    expect(checkIdNumber(value, NOW)).toBe(rule);
  });

  it.each([
    ['11010519490230002', '30 February'],
    ['11010519491331002', 'month 13'],
    ['11010518991231002', 'before 1900'],
    ['11010520271231002', 'after today'],
  ])('needs a real birth date (%s: %s)', (first17) => {
    expect(checkIdNumber(validId(first17), NOW)).toBe('birthDate');
  });

  it('reads a 15-digit number as born in the 1900s', () => {
    expect(checkIdNumber('110105491231002', NOW)).toBeUndefined();
    expect(checkIdNumber('110105490230002', NOW)).toBe('birthDate');
  });

  it('needs the holder to be 18 on the day', () => {
    expect(checkIdNumber(validId('11010520081122001'), NOW)).toBeUndefined();
    expect(checkIdNumber(validId('11010520081123001'), NOW)).toBe('underAge');
  });

  it('makes someone born on 29 February 18 on 1 March', () => {
    const leapling = validId('11010520080229001');

    expect(checkIdNumber(leapling, new Date('2026-02-28T04:00:00Z'))).toBe('underAge');
    expect(checkIdNumber(leapling, new Date('2026-03-01T04:00:00Z'))).toBeUndefined();
  });

  it('counts days on the Chinese calendar', () => {
    expect(chinaDate(new Date('2026-11-21T16:00:00Z'))).toEqual({ year: 2026, month: 11, day: 22 });
    expect(chinaDate(new Date('2026-11-21T15:59:00Z'))).toEqual({ year: 2026, month: 11, day: 21 });
  });

  it('refuses a wrong check character', () => {
    const right = validId('11010519800101123');
    const wrong = right.slice(0, 17) + (right[17] !== '0' ? '0' : '1');

    expect(checkIdNumber(wrong, NOW)).toBe('checkCode');
  });
});

describe('checkIdNumberLater', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers only after 200 ms', async () => {
    vi.useFakeTimers();
    let answer: IdNumberRule | undefined | 'pending' = 'pending';
    void checkIdNumberLater('123', () => NOW).then((rule) => {
      answer = rule;
    });

    await vi.advanceTimersByTimeAsync(199);
    expect(answer).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe('length');
  });
});
