import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatAmount, formatInteger, maskMobile, padDocumentNumber } from '@/lib/format';

// Properties of specification §9's formatters over many generated values (issue 9, item 1).

const GROUPED_AMOUNT = /^-?\d{1,3}(,\d{3})*\.\d{2}$/;
const GROUPED_INTEGER = /^-?\d{1,3}(,\d{3})*$/;
const ungroup = (text: string): number => Number(text.replaceAll(',', ''));

describe('formatters (properties)', () => {
  it('an amount has two decimals, groups of three, and reads back as the value rounded', () => {
    // Cents as integers, so the expected rounding is exact.
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 14), max: 10 ** 14 }), (cents) => {
        const shown = formatAmount(cents / 100);
        expect(shown).toMatch(GROUPED_AMOUNT);
        expect(ungroup(shown)).toBe(cents / 100);
      }),
    );
  });

  it('an integer has groups of three and reads back as itself', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => {
        const shown = formatInteger(value);
        expect(shown).toMatch(GROUPED_INTEGER);
        expect(ungroup(shown)).toBe(value);
      }),
    );
  });

  it('a document number is 12 digits that read back as the number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (value) => {
        const shown = padDocumentNumber(value);
        expect(shown).toMatch(/^\d{12}$/);
        expect(Number(shown)).toBe(value);
      }),
    );
  });

  it('a masked mobile shows its first 3 and last 4 digits and nothing else', () => {
    const mobile = fc.stringMatching(/^1\d{10}$/);
    fc.assert(
      fc.property(mobile, (value) => {
        const shown = maskMobile(value);
        expect(shown).toHaveLength(value.length);
        expect(shown.slice(0, 3)).toBe(value.slice(0, 3));
        expect(shown.slice(-4)).toBe(value.slice(-4));
        expect(shown.slice(3, -4)).toMatch(/^\*+$/);
      }),
    );
  });

  it('blank text or text that is no number is shown as nothing, never as 0 or NaN', () => {
    const notANumber = fc.oneof(
      fc.stringMatching(/^\s*$/),
      fc.string().filter((text) => Number.isNaN(Number(text))),
    );
    fc.assert(
      fc.property(notANumber, (text) => {
        expect(formatAmount(text)).toBe('');
        expect(formatInteger(text)).toBe('');
      }),
    );
  });
});
