import { describe, expect, it } from 'vitest';

import { isMobile, mobileProblem, validateMobile } from '@/lib/validators/mobile';

describe('isMobile', () => {
  it.each(['13800138000', '19912345678', '10000000000'])('takes %s', (value) => {
    expect(isMobile(value)).toBe(true);
  });

  it.each(['', '1380013800', '138001380000', '23800138000', '1380013800a', ' 13800138000'])(
    'refuses %j',
    (value) => {
      expect(isMobile(value)).toBe(false);
    },
  );
});

describe('mobileProblem', () => {
  it('asks for a number when there is none, blanks included', () => {
    expect(mobileProblem('')).toBe('mobileRequired');
    expect(mobileProblem('   ')).toBe('mobileRequired');
  });

  it('refuses a number of the wrong shape', () => {
    expect(mobileProblem('2380013800')).toBe('mobileInvalid');
    expect(mobileProblem('138-0013-8000')).toBe('mobileInvalid');
  });

  it('takes a right number with blanks around it', () => {
    expect(mobileProblem(' 13800138000 ')).toBeUndefined();
  });
});

describe('validateMobile', () => {
  const validate = validateMobile((problem) => `form.${problem}`);

  it("names a problem in the form's words", () => {
    expect(validate('')).toBe('form.mobileRequired');
    expect(validate('12345')).toBe('form.mobileInvalid');
    expect(validate(undefined)).toBe('form.mobileRequired');
  });

  it('passes a right number', () => {
    expect(validate('13800138000')).toBe(true);
  });
});
