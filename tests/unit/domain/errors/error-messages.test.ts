import { describe, expect, it } from 'vitest';
import { apiMessage } from '~/domain/errors/api-messages';
import { changeAlreadyPendingMessage } from '~/domain/errors/error-formatters';
import { ERROR_MESSAGES, isErrorKey } from '~/domain/errors/error-messages';
import { lengthMessage } from '~/domain/suspensions/rules';

describe('the error catalogue', () => {
  it.each(Object.entries(ERROR_MESSAGES))('words %s as Finnish sentences', (_key, message) => {
    expect(message).toMatch(/^[A-ZÄÖÅ].*[.!]$/u);
    expect(message).not.toMatch(/\s{2}|\s$/u);
  });

  it('tells its own keys from anything else', () => {
    expect(isErrorKey('subscription-not-found')).toBe(true);
    expect(isErrorKey('WRONG_PASSWORD')).toBe(true);
    for (const key of ['no-such-key', 'constructor', 'toString', '__proto__', '']) {
      expect(isErrorKey(key)).toBe(false);
    }
  });

  it('keeps the generic message under UNKNOWN_ERROR', () => {
    expect(ERROR_MESSAGES.UNKNOWN_ERROR).toBe(
      'Jokin meni pieleen. Yritä myöhemmin uudelleen tai ota yhteyttä asiakaspalveluun.',
    );
  });
});

describe('apiMessage', () => {
  it('is the catalogue text where the API says the same', () => {
    expect(apiMessage('validation-failed')).toBe(ERROR_MESSAGES['validation-failed']);
    expect(apiMessage('invalid-credentials')).toBe('Sähköpostiosoite tai salasana on väärin.');
  });

  it('is the API wording where it names the context', () => {
    expect(apiMessage('subscription-not-found')).toBe('Tilausta ei löytynyt.');
    expect(apiMessage('module-already-active')).toBe(
      'Lisätilaus on jo tilattu. Tarkista tilausvahvistus sähköpostistasi.',
    );
    expect(ERROR_MESSAGES['module-already-active']).toBe(
      'Lisäpalvelu on jo tilattu. Tarkista tilausvahvistus sähköpostistasi.',
    );
  });
});

describe('messages with a value', () => {
  it('names when an already saved change takes effect', () => {
    expect(changeAlreadyPendingMessage('payment-method-change-already-pending', '1.1.2027')).toBe(
      'Tämä laskutustavan muutos on jo tallennettu. Se tulee voimaan 1.1.2027.',
    );
    expect(
      changeAlreadyPendingMessage(
        'billing-period-change-already-pending',
        'seuraavan jakson alusta',
      ),
    ).toBe(
      'Tämä laskutusvälin muutos on jo tallennettu. Se tulee voimaan seuraavan jakson alusta.',
    );
  });

  it('names the limits of a suspension that is too short or too long', () => {
    const limits = { minDays: 7, maxDays: 90 };
    expect(lengthMessage('suspension-too-short', limits)).toBe(
      'Keskeytys on liian lyhyt. Keskeytyksen pituus on vähintään 7 ja enintään 90 päivää.',
    );
    expect(lengthMessage('suspension-too-long', limits)).toBe(
      'Keskeytys on liian pitkä. Keskeytyksen pituus on vähintään 7 ja enintään 90 päivää.',
    );
  });
});
