import { describe, expect, it } from 'vitest';
import {
  ApiError,
  LoggedOutError,
  PollingError,
  TooManyRequestsError,
} from '~/islands/shared/api-errors';
import {
  errorMessage,
  GENERIC_ERROR_MESSAGE,
  messageForError,
} from '~/islands/shared/error-messages';
import { SPEC_ERROR_KEYS as ALL_SPEC_KEYS } from '../domain/errors/spec-error-keys';

// UNKNOWN_ERROR is §8's own name for the generic message, checked below.
const SPEC_ERROR_KEYS = ALL_SPEC_KEYS.filter((key) => key !== 'UNKNOWN_ERROR');

const API_KEYS = {
  'validation-failed': 'Tarkista lomakkeen tiedot.',
  'invalid-credentials': 'Sähköpostiosoite tai salasana on väärin.',
  'too-many-requests': 'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
  'not-logged-in': 'Istuntosi on päättynyt. Kirjaudu uudelleen sisään.',
  'business-admin-required': 'Yritysasiakkaan pääkäyttäjän oikeudet puuttuvat.',
};

describe('errorMessage', () => {
  it.each(SPEC_ERROR_KEYS)('has its own message for the §8 key %s', (key) => {
    const message = errorMessage(key);
    expect(message).not.toBe(GENERIC_ERROR_MESSAGE);
    expect(message).toMatch(/^[A-ZÄÖÅ].*\.$/u);
  });

  it('gives each §8 key a distinct message', () => {
    const messages = SPEC_ERROR_KEYS.map(errorMessage);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('uses the agreed wording for the named keys', () => {
    expect(errorMessage('WRONG_PASSWORD')).toBe('Nykyinen salasana on väärin.');
    expect(errorMessage('strong-identification-required')).toBe(
      'Tämä toiminto vaatii vahvan tunnistautumisen.',
    );
    for (const [key, message] of Object.entries(API_KEYS)) expect(errorMessage(key)).toBe(message);
  });

  it.each(['not-found', 'forbidden', 'bad-origin'])('has a message for the API key %s', (key) => {
    expect(errorMessage(key)).not.toBe(GENERIC_ERROR_MESSAGE);
  });

  it('gives the generic message for UNKNOWN_ERROR, an unmapped key, no key and prototype names', () => {
    expect(GENERIC_ERROR_MESSAGE).toBe(
      'Jokin meni pieleen. Yritä myöhemmin uudelleen tai ota yhteyttä asiakaspalveluun.',
    );
    for (const key of ['UNKNOWN_ERROR', 'no-such-key', undefined, 'constructor', 'toString']) {
      expect(errorMessage(key)).toBe(GENERIC_ERROR_MESSAGE);
    }
  });
});

describe('messageForError', () => {
  it('maps an ApiError by its errorKey', () => {
    const error = new ApiError({ status: 400, statusText: '', errorKey: 'WRONG_PASSWORD' });
    expect(messageForError(error)).toBe('Nykyinen salasana on väärin.');
  });

  it('gives the generic message for an ApiError without a key', () => {
    expect(messageForError(new ApiError({ status: 500, statusText: '' }))).toBe(
      GENERIC_ERROR_MESSAGE,
    );
  });

  it('maps TooManyRequestsError to too-many-requests whatever its key', () => {
    const error = new TooManyRequestsError({
      status: 429,
      statusText: '',
      errorKey: 'date-overlap',
    });
    expect(messageForError(error)).toBe(API_KEYS['too-many-requests']);
  });

  it('names the wait of a TooManyRequestsError that carried Retry-After', () => {
    const error = new TooManyRequestsError({ status: 429, statusText: '' }, 900);
    expect(messageForError(error)).toBe(
      'Liian monta yritystä. Odota 15 minuuttia ja yritä uudelleen.',
    );
  });

  it('maps LoggedOutError to not-logged-in', () => {
    expect(messageForError(new LoggedOutError())).toBe(API_KEYS['not-logged-in']);
  });

  it('gives the generic message for anything else', () => {
    expect(messageForError(new PollingError(5))).toBe(GENERIC_ERROR_MESSAGE);
    expect(messageForError('boom')).toBe(GENERIC_ERROR_MESSAGE);
  });
});
