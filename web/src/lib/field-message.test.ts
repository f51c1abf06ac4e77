import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-error';
import { fieldMessage, placeServerError } from '@/lib/field-message';

const refusal = (msg: string, handled = false) =>
  new ApiError({ kind: 'envelope', status: 400, msg, handled });

describe('fieldMessage', () => {
  it('finds the field a service names before a colon, in both languages', () => {
    expect(fieldMessage('roleCodes：请至少选择一个角色', ['mobile', 'roleCodes'])).toEqual({
      field: 'roleCodes',
      text: '请至少选择一个角色',
    });
    expect(fieldMessage('code: the SMS code is wrong', ['code'])).toEqual({
      field: 'code',
      text: 'the SMS code is wrong',
    });
  });

  it('keeps the whole sentence of a schema rule', () => {
    expect(fieldMessage('mobile has an invalid format', ['mobile'])).toEqual({
      field: 'mobile',
      text: 'mobile has an invalid format',
    });
    expect(fieldMessage('roleCodes.0 is invalid', ['roleCodes'])?.field).toBe('roleCodes');
  });

  it('does not take a longer name for a shorter one', () => {
    expect(fieldMessage('nameEn: too long', ['name'])).toBeUndefined();
    expect(fieldMessage('contactName: required', ['name', 'contactName'])?.field).toBe(
      'contactName',
    );
    expect(fieldMessage('The company does not exist.', ['name'])).toBeUndefined();
  });
});

describe('placeServerError', () => {
  it('sets the error on the field and leaves the alert empty', () => {
    const setError = vi.fn();
    expect(
      placeServerError(refusal('mobile: taken'), ['mobile', 'name'], setError),
    ).toBeUndefined();
    expect(setError).toHaveBeenCalledWith(
      'mobile',
      { type: 'server', message: 'taken' },
      { shouldFocus: true },
    );
  });

  it('hands back a msg naming no field, or request failed without one', () => {
    const setError = vi.fn();
    expect(placeServerError(refusal('Only administrators.'), ['mobile'], setError)).toBe(
      'Only administrators.',
    );
    expect(placeServerError(new Error('boom'), ['mobile'], setError)).toBe('Request failed');
    expect(setError).not.toHaveBeenCalled();
  });

  it('says nothing the API client has already said', () => {
    expect(placeServerError(refusal('Signed out', true), ['mobile'], vi.fn())).toBeUndefined();
  });
});
