import dayjs from 'dayjs';

// Number formats of specification §9. Grouping is the same in zh-CN and en, so one locale.
const amountFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const DOCUMENT_NUMBER_LENGTH = 12;

type Numeric = number | string | null | undefined;

function toNumber(value: Numeric): number | undefined {
  // Blank text is no value (Number('  ') would read it as 0).
  if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) {
    return undefined;
  }
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** `1234.5` → `1,234.50`; empty or invalid input → `''`. */
export function formatAmount(value: Numeric): string {
  const number = toNumber(value);
  return number === undefined ? '' : amountFormat.format(number);
}

/** `1234567` → `1,234,567`. */
export function formatInteger(value: Numeric): string {
  const number = toNumber(value);
  return number === undefined ? '' : integerFormat.format(number);
}

/** Document numbers are shown padded to 12 digits: `42` → `000000000042`. */
export function padDocumentNumber(value: number | string): string {
  return String(value).padStart(DOCUMENT_NUMBER_LENGTH, '0');
}

/** Keeps the first 3 and last 4 digits: `13800000001` → `138****0001`. */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  if (mobile.length <= 7) return mobile;
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 7)}${mobile.slice(-4)}`;
}

export function formatDate(value: dayjs.ConfigType, format: string = DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : '';
}

/** Specification §5's default date-time format: `YYYY-MM-DD HH:mm:ss`. */
export function formatDateTime(value: dayjs.ConfigType): string {
  return formatDate(value, DATETIME_FORMAT);
}
