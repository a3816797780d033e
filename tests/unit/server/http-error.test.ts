import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '~/domain/errors/error-messages';
import { HttpError } from '~/server/http/http-error';
import { TooManyRequestsError } from '~/server/http/too-many-requests';

describe('HttpError', () => {
  it('takes its message from the catalogue by default', () => {
    const error = new HttpError(409, 'card-expired');
    expect(error.message).toBe(ERROR_MESSAGES['card-expired']);
    expect(error.fields).toBeUndefined();
  });

  it('takes the API wording where the catalogue has one', () => {
    expect(new HttpError(404, 'subscription-not-found').message).toBe('Tilausta ei löytynyt.');
  });

  it('keeps a message and fields its call site names', () => {
    const error = new HttpError(400, 'validation-failed', { fields: { bank: 'Valitse pankki.' } });
    expect(error.message).toBe('Tarkista lomakkeen tiedot.');
    expect(error.fields).toEqual({ bank: 'Valitse pankki.' });
    expect(new HttpError(404, 'not-found', { message: 'Laskua ei ole.' }).message).toBe(
      'Laskua ei ole.',
    );
  });

  it('leaves too-many-requests its wait in the message', () => {
    const error = new TooManyRequestsError(60, 'Odota minuutti.');
    expect(error.errorKey).toBe('too-many-requests');
    expect(error.message).toBe('Odota minuutti.');
  });
});
