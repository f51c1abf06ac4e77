import { describe, expect, it } from 'vitest';

import {
  formatAmount,
  formatDate,
  formatInteger,
  maskMobile,
  padDocumentNumber,
} from '@/lib/format';

describe('formatters', () => {
  it('shows amounts with two decimals and thousands separators', () => {
    expect(formatAmount(1234567.5)).toBe('1,234,567.50');
    expect(formatAmount('0.005')).toBe('0.01');
    expect(formatAmount(null)).toBe('');
    expect(formatAmount('abc')).toBe('');
  });

  it('shows integers with thousands separators', () => {
    expect(formatInteger(1234567)).toBe('1,234,567');
  });

  it('pads document numbers to 12 digits', () => {
    expect(padDocumentNumber(42)).toBe('000000000042');
  });

  it('masks a mobile number keeping the first 3 and last 4 digits', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
  });

  it('formats dates as YYYY-MM-DD by default', () => {
    expect(formatDate('2024-03-05T10:20:30')).toBe('2024-03-05');
    expect(formatDate('not a date')).toBe('');
  });
});
