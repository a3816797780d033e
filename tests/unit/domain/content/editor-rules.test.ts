import { describe, expect, it } from 'vitest';
import { copytextItems, copytextsByKey } from '~/domain/config/copytexts';
import {
  ARTICLE_ID_PATTERN,
  BENEFIT_ID_PATTERN,
  LENGTHS,
  TOPIC_ID_PATTERN,
  idFromTitle,
  lengthMessage,
  lengthPattern,
} from '~/domain/content/editor-rules';

// The rules the content editor and the build share (docs/decisions/0044).

describe('lengthPattern', () => {
  it('accepts exactly the lengths the build accepts', () => {
    const title = lengthPattern(LENGTHS.articleTitle);
    expect(title.test('Mitä')).toBe(false);
    expect(title.test('Miten')).toBe(true);
    expect(title.test('a'.repeat(90))).toBe(true);
    expect(title.test('a'.repeat(91))).toBe(false);
    expect(title.test('Rivi\nkaksi')).toBe(true);
  });

  it('says the limits in Finnish', () => {
    expect(lengthMessage('Otsikko', LENGTHS.articleTitle)).toBe('Otsikko: 5–90 merkkiä.');
  });
});

describe('ids', () => {
  it('are proposed from a Finnish title without the dots of ä and ö', () => {
    expect(idFromTitle('Miten keskeytän lehden jakelun?')).toBe('miten-keskeytan-lehden-jakelun');
    expect(idFromTitle('Åland – ÄÖ 2027')).toBe('aland-ao-2027');
    expect(idFromTitle(`${'sana '.repeat(20)}`).length).toBeLessThanOrEqual(60);
    expect(ARTICLE_ID_PATTERN.test(idFromTitle('Laskun tulkinta: esimerkki'))).toBe(true);
  });

  it('keep out the reserved and malformed ids', () => {
    expect(ARTICLE_ID_PATTERN.test('sivu')).toBe(false);
    expect(ARTICLE_ID_PATTERN.test('sivu-ohje')).toBe(true);
    expect(ARTICLE_ID_PATTERN.test('Iso-Kirjain')).toBe(false);
    expect(ARTICLE_ID_PATTERN.test('kaksi--viivaa')).toBe(false);
    expect(TOPIC_ID_PATTERN.test('yhteystiedot')).toBe(false);
    expect(TOPIC_ID_PATTERN.test('jakelu')).toBe(true);
    expect(BENEFIT_ID_PATTERN.test('kulttuuri/teatteri')).toBe(true);
    expect(BENEFIT_ID_PATTERN.test('kulttuuri/teatteri/liput')).toBe(false);
  });
});

describe('the copytexts file', () => {
  const file = {
    texts: [
      { id: 'subscriptions.intro', title: 'Tilauksesi', body: 'Täällä näet tilauksesi.' },
      { id: 'invoices.intro', title: 'Laskut', body: 'Täällä näet laskusi.' },
    ],
  };

  it('is a list for the content collection and a map by key for the API', () => {
    expect(copytextItems(file).map((t) => t.id)).toEqual(['subscriptions.intro', 'invoices.intro']);
    expect(copytextsByKey(file)['invoices.intro']).toEqual({
      title: 'Laskut',
      body: 'Täällä näet laskusi.',
    });
  });

  it('refuses a key twice, an empty text and a malformed key, in Finnish', () => {
    const first = file.texts[0]!;
    expect(() => copytextItems({ texts: [first, first] })).toThrow(/kahdesti/);
    expect(() => copytextItems({ texts: [{ ...first, body: '' }] })).toThrow(/Teksti puuttuu/);
    expect(() => copytextItems({ texts: [{ ...first, id: 'Iso Avain' }] })).toThrow(/Avain/);
  });
});
