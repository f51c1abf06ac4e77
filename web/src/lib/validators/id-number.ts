// Resident ID numbers (specification §5), checked exactly as the server checks them
// (`kit/portal_kit/validators.py`): the same rules, in the same order, with the same outcome.

/** Why a number was refused, in the order the checks run (the server's `IdNumberRule`). */
export type IdNumberRule = 'empty' | 'length' | 'format' | 'birthDate' | 'underAge' | 'checkCode';

export const ADULT_AGE = 18;
/** The specification runs the check 200 ms after the input changes. */
export const ID_NUMBER_CHECK_DELAY_MS = 200;
// Nobody alive was born before this; a date before it is a typo, not a birth date.
const EARLIEST_BIRTH_YEAR = 1900;
// Ages are counted on the calendar of mainland China: UTC+8 all year, no daylight saving.
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

const ID_15 = /^\d{15}$/;
const ID_18 = /^\d{17}[\dX]$/;
// ISO 7064 MOD 11-2: the weight of digit i (from the left) is 2^(17-i) mod 11.
const WEIGHTS = Array.from({ length: 17 }, (_, index) => 2 ** (17 - index) % 11);
const CHECK_CHARACTERS = '10X98765432';

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Surrounding blanks dropped and a lower-case check character `x` made `X`. */
export function normaliseIdNumber(value: string): string {
  return value.trim().toUpperCase();
}

/** The 18th character of a number whose first 17 digits are given. */
export function idCheckCharacter(first17: string): string {
  const total = WEIGHTS.reduce((sum, weight, index) => sum + Number(first17[index]) * weight, 0);
  return CHECK_CHARACTERS.charAt(total % 11);
}

/** The date in mainland China at `moment`, the day ages are counted on. */
export function chinaDate(moment: Date): CalendarDate {
  const shifted = new Date(moment.getTime() + CHINA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

function birthDate(number: string): CalendarDate | undefined {
  // 15-character numbers (issued before 1999) carry a two-digit year of the 1900s.
  const digits = number.length === 15 ? `19${number.slice(6, 12)}` : number.slice(6, 14);
  const year = Number(digits.slice(0, 4));
  const month = Number(digits.slice(4, 6));
  const day = Number(digits.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  // A real date comes back as given; 0230 or 1301 roll over to another day.
  const real =
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  return real ? { year, month, day } : undefined;
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whole years completed on `today` (born on 29 February: a year older on 1 March). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const beforeBirthday =
    today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

/**
 * The first rule the number breaks, or `undefined` when it is fine. Only 18-character numbers
 * are checked for age and check character (15-character ones have neither). `now` decides the
 * age check.
 */
export function checkIdNumber(value: string, now: Date = new Date()): IdNumberRule | undefined {
  const number = normaliseIdNumber(value);
  if (!number) return 'empty';
  if (number.length !== 15 && number.length !== 18) return 'length';
  if (!(number.length === 15 ? ID_15 : ID_18).test(number)) return 'format';
  const today = chinaDate(now);
  const birth = birthDate(number);
  if (birth === undefined || birth.year < EARLIEST_BIRTH_YEAR || compare(birth, today) > 0) {
    return 'birthDate';
  }
  if (number.length === 15) return undefined;
  if (ageOn(birth, today) < ADULT_AGE) return 'underAge';
  if (idCheckCharacter(number.slice(0, 17)) !== number[17]) return 'checkCode';
  return undefined;
}

/** {@link checkIdNumber} after the specification's 200 ms delay. */
export function checkIdNumberLater(
  value: string,
  now: () => Date = () => new Date(),
): Promise<IdNumberRule | undefined> {
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(checkIdNumber(value, now()));
    }, ID_NUMBER_CHECK_DELAY_MS);
  });
}

/** The react-hook-form `validate` rule: true, or the name of the rule broken (after 200 ms). */
export async function validateIdNumber(value: unknown): Promise<true | IdNumberRule> {
  return (await checkIdNumberLater(typeof value === 'string' ? value : '')) ?? true;
}
