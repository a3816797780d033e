import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '~/domain/errors/error-messages';
import {
  readerCountChangeInputSchema,
  READERS_MIN_MESSAGE,
  READERS_REQUIRED_MESSAGE,
} from '~/domain/reader-count/reader-count-input';
import { allowedReaderRange, readerCountRefusal } from '~/domain/reader-count/reader-count-rules';

const esimerkki = { currentReaders: 10, sharedRights: 4, changePending: false };

describe('readerCountRefusal', () => {
  it('allows a change within 1-50, not below the shared rights', () => {
    expect(readerCountRefusal(esimerkki, 12)).toBeNull();
    expect(readerCountRefusal(esimerkki, 4)).toBeNull();
    expect(readerCountRefusal(esimerkki, 50)).toBeNull();
  });
  it('sends above 50 to sales', () => {
    expect(readerCountRefusal(esimerkki, 51)).toBe('reader-count-over-max');
    expect(ERROR_MESSAGES['reader-count-over-max']).toBe(
      'Itsepalvelussa voit tilata enintään 50 lukijaa. Ota yhteyttä myyntiin, jos tarvitset enemmän.',
    );
  });
  it('never goes below the rights already shared', () => {
    expect(readerCountRefusal(esimerkki, 3)).toBe('reader-count-below-shared');
    expect(ERROR_MESSAGES['reader-count-below-shared']).toBe(
      'Lukijoita ei voi olla vähemmän kuin jo jaettuja lukuoikeuksia. Poista ensin lukuoikeuksia.',
    );
  });
  it('refuses the same count', () => {
    expect(readerCountRefusal(esimerkki, 10)).toBe('reader-count-unchanged');
    expect(ERROR_MESSAGES['reader-count-unchanged']).toBe(
      'Tilauksessa on jo tämä määrä lukijoita. Valitse eri määrä.',
    );
  });
  it('refuses everything while a change is pending', () => {
    expect(readerCountRefusal({ ...esimerkki, changePending: true }, 12)).toBe(
      'reader-count-change-pending',
    );
    expect(ERROR_MESSAGES['reader-count-change-pending']).toBe(
      'Edellinen lukijamäärän muutos on vielä käsittelyssä. Voit tehdä uuden muutoksen, kun se näkyy tilauksessasi.',
    );
  });
});

describe('allowedReaderRange', () => {
  it('runs from the shared rights (at least 1) to 50', () => {
    expect(allowedReaderRange({ sharedRights: 4 })).toEqual({ min: 4, max: 50 });
    expect(allowedReaderRange({ sharedRights: 0 })).toEqual({ min: 1, max: 50 });
  });
});

describe('readerCountChangeInputSchema', () => {
  const messages = (input: unknown) => {
    const r = readerCountChangeInputSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  it('takes a whole number from 1', () => {
    expect(readerCountChangeInputSchema.parse({ readers: 12 })).toEqual({ readers: 12 });
    expect(messages({ readers: 0 })).toEqual([READERS_MIN_MESSAGE]);
    expect(messages({ readers: 2.5 })).toEqual([READERS_REQUIRED_MESSAGE]);
    expect(messages({ readers: '12' })).toEqual([READERS_REQUIRED_MESSAGE]);
    expect(messages({})).toEqual([READERS_REQUIRED_MESSAGE]);
    expect(READERS_REQUIRED_MESSAGE).toBe('Anna lukijoiden määrä kokonaislukuna.');
    expect(READERS_MIN_MESSAGE).toBe('Lukijoita on oltava vähintään 1.');
  });
  it('refuses unknown fields', () => {
    expect(readerCountChangeInputSchema.safeParse({ readers: 12, price: 0 }).success).toBe(false);
  });
});
