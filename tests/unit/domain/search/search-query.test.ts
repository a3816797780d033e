import { describe, expect, it } from 'vitest';
import { resultCountText, searchQuerySchema } from '~/domain/search/search-query';

describe('searchQuerySchema', () => {
  it('trims the words, takes filters and a page, page 1 by default', () => {
    expect(searchQuerySchema.parse({ q: '  lehti ', aihe: 'Jakelu' })).toEqual({
      q: 'lehti',
      aihe: 'Jakelu',
      sivu: 1,
    });
    expect(searchQuerySchema.parse({ q: 'lehti', sivu: '3' }).sivu).toBe(3);
  });

  it('refuses an empty or too long query, a bad page and unknown fields in Finnish', () => {
    const message = (input: unknown) =>
      searchQuerySchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ q: '  ' })).toBe('Kirjoita hakusana.');
    expect(message({ q: 'a'.repeat(201) })).toBe('Kirjoita enintään 200 merkkiä.');
    expect(message({ q: 'lehti', sivu: '0' })).toBe('Sivun numero on vähintään 1.');
    expect(message({ q: 'lehti', sivu: '1.5' })).toBe('Sivun numero on kokonaisluku.');
    expect(message({ q: 'lehti', sivu: '101' })).toBe('Sivun numero on enintään 100.');
    expect(searchQuerySchema.safeParse({ q: 'lehti', x: '1' }).success).toBe(false);
  });
});

describe('resultCountText', () => {
  it('says how many articles were found, in Finnish singular and plural', () => {
    expect(resultCountText({ total: 1, partial: false }, 'lehti')).toBe('Löytyi 1 ohje.');
    expect(resultCountText({ total: 12, partial: false }, 'lehti')).toBe('Löytyi 12 ohjetta.');
  });

  it('says when not every word was found together', () => {
    expect(resultCountText({ total: 2, partial: true }, 'a b')).toBe(
      'Löytyi 2 ohjetta. Kaikkia hakusanoja ei löytynyt samasta ohjeesta.',
    );
  });

  it('suggests what to try when nothing was found', () => {
    expect(resultCountText({ total: 0, partial: false }, 'xyz')).toBe(
      'Haulla "xyz" ei löytynyt ohjeita. Kokeile toista sanaa tai poista rajaukset.',
    );
  });
});
