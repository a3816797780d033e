import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/islands/shared/api-errors';
import { applyServerErrors, serverFieldErrors } from '~/islands/shared/server-errors';

const validationFailed = (body: unknown) =>
  new ApiError({ status: 400, statusText: 'Bad Request', errorKey: 'validation-failed', body });

describe('serverFieldErrors', () => {
  it('reads the envelope fields of an answer asked withErrorBody', () => {
    const err = validationFailed({
      errorKey: 'validation-failed',
      message: 'Tarkista lomakkeen tiedot.',
      fields: { zipCode: 'Tarkista postinumero.', 'address.street': 'Pakollinen tieto.' },
    });
    expect(serverFieldErrors(err)).toEqual({
      zipCode: 'Tarkista postinumero.',
      'address.street': 'Pakollinen tieto.',
    });
  });

  it('is empty without fields, without a body, for other errors, and skips non-text messages', () => {
    expect(serverFieldErrors(validationFailed({ errorKey: 'x', message: 'y' }))).toEqual({});
    expect(serverFieldErrors(new ApiError({ status: 500, statusText: '' }))).toEqual({});
    expect(serverFieldErrors(new Error('network'))).toEqual({});
    expect(serverFieldErrors(validationFailed({ fields: null }))).toEqual({});
    expect(serverFieldErrors(validationFailed({ fields: { a: 1, b: 'B' } }))).toEqual({ b: 'B' });
  });
});

describe('applyServerErrors', () => {
  it('sets each field message on the form and tells that it did', () => {
    const setError = vi.fn();
    const err = validationFailed({
      fields: { startDate: 'Valitse päivä.', endDate: 'Liian myöhään.' },
    });
    expect(applyServerErrors({ setError }, err)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['startDate', { type: 'server', message: 'Valitse päivä.' }],
      ['endDate', { type: 'server', message: 'Liian myöhään.' }],
    ]);
  });

  it('leaves out the fields the form does not show when told which it shows', () => {
    const setError = vi.fn();
    const err = validationFailed({ fields: { hidden: 'Ei näy.' } });
    expect(applyServerErrors<{ shown: string }>({ setError }, err, ['shown'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it('does nothing for an answer without fields', () => {
    const setError = vi.fn();
    expect(applyServerErrors({ setError }, new Error('network'))).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
