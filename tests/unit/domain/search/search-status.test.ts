import { describe, expect, it } from 'vitest';
import { resultCountText } from '~/domain/search/search-status';

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
