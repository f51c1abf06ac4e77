import { describe, expect, it } from 'vitest';

import {
  formatAmount,
  formatDate,
  formatDateTime,
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

  it('shows negative amounts and amounts sent as text', () => {
    expect(formatAmount(-1234.5)).toBe('-1,234.50');
    expect(formatAmount('1000000')).toBe('1,000,000.00');
    expect(formatAmount(0)).toBe('0.00');
  });

  it('shows integers with thousands separators', () => {
    expect(formatInteger(1234567)).toBe('1,234,567');
    expect(formatInteger('98765')).toBe('98,765');
    expect(formatInteger(undefined)).toBe('');
  });

  it('pads document numbers to 12 digits', () => {
    expect(padDocumentNumber(42)).toBe('000000000042');
    expect(padDocumentNumber('202400000001')).toBe('202400000001');
  });

  it('masks a mobile number keeping the first 3 and last 4 digits', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskMobile('1380000')).toBe('1380000');
    expect(maskMobile(undefined)).toBe('');
  });

  it('formats dates as YYYY-MM-DD by default', () => {
    expect(formatDate('2024-03-05T10:20:30')).toBe('2024-03-05');
    expect(formatDate('not a date')).toBe('');
  });

  it('formats date-times as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime('2024-03-05T10:20:30')).toBe('2024-03-05 10:20:30');
    expect(formatDateTime(null)).toBe('');
  });
});
