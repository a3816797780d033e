import { afterAll, describe, expect, it } from 'vitest';
import { documentTerms, queryTerms } from '~/domain/search/terms';
import { compoundParts, loadVoikko } from '~/server/search/voikko';

const voikko = loadVoikko();
afterAll(() => voikko?.close());
if (!voikko) {
  console.warn(
    '[voikko.test] libvoikko or the Finnish dictionary is missing (apt-get install libvoikko1 voikko-fi): skipping the real-library tests',
  );
}

describe('compoundParts (Voikko WORDBASES)', () => {
  it('reads the base forms of a compound’s parts', () => {
    expect(compoundParts('+osoitteen(osoite)+muutos(muutos)', '=ppppppppp=pppppp')).toEqual([
      'osoite',
      'muutos',
    ]);
  });

  it('keeps a derivation whole: tilaus, not tilata', () => {
    expect(compoundParts('+tila(tilata)+us(+us)+maksu(maksu)', '=pppppp=pppppp')).toEqual([
      'tilaus',
      'maksu',
    ]);
  });

  it('gives [] for a word that is not a compound', () => {
    expect(compoundParts('+tila(tilata)+us(+us)', '=ppppppppp')).toEqual([]);
    expect(compoundParts('+tul(tulla)+l+ut(+ut)', '=pppppp')).toEqual([]);
    expect(compoundParts(null, null)).toEqual([]);
  });

  it('takes a part without a base form as written, and skips the hyphen', () => {
    expect(compoundParts('+digi+luku(luku)+oikeus(oikeus)', '=pppp=pppp=pppppppp')).toEqual([
      'digi',
      'luku',
      'oikeus',
    ]);
    expect(compoundParts('+e(e)+-+lasku(lasku)', '=q-=pppppp')).toEqual(['e', 'lasku']);
  });

  it('counts a lexicalised compound as its pieces and a bare piece of a derivation as no part', () => {
    expect(
      compoundParts('+irtisanomis(irti=sanoa)+lomake(lomake)', '=pppp=ppppppp=pppppp'),
    ).toEqual(['irtisanoa', 'lomake']);
    expect(compoundParts('+PDF-tiedosto(PDF-tiedosto)', '=iii-=pppppppppp')).toEqual([
      'pdf',
      'tiedosto',
    ]);
    expect(
      compoundParts(
        '+sähkö(sähkö)+posti(posti)+markkinoi(markkinoida)+n+ti(+ti)',
        '=ppppp=ppppp=ppppppppppppp',
      ),
    ).toEqual(['sähkö', 'posti', 'markkinointi']);
  });
});

describe('Voikko (libvoikko1 + voikko-fi)', () => {
  it('answers null instead of throwing for a library that is not there', () => {
    expect(loadVoikko('/nonexistent/libvoikko.so.1')).toBeNull();
  });

  it.skipIf(!voikko)('finds base forms across consonant gradation', () => {
    expect(voikko!.analyze('tilauksen')[0]?.baseform).toBe('tilaus');
    expect(voikko!.analyze('keskeytyksen')[0]?.baseform).toBe('keskeytys');
  });

  it.skipIf(!voikko)('splits a compound into the base forms of its parts', () => {
    expect(voikko!.analyze('osoitteenmuutos')[0]).toEqual({
      baseform: 'osoitteenmuutos',
      parts: ['osoite', 'muutos'],
    });
    expect(voikko!.analyze('tilausmaksun')[0]?.parts).toEqual(['tilaus', 'maksu']);
  });

  it.skipIf(!voikko)('answers [] for an unknown word, an empty one and an overlong one', () => {
    expect(voikko!.analyze('xqzvbnm')).toEqual([]);
    expect(voikko!.analyze('')).toEqual([]);
    expect(voikko!.analyze('a'.repeat(1000))).toEqual([]);
  });

  it.skipIf(!voikko)('makes inflected and written-apart queries meet the indexed text', () => {
    const analyze = (w: string) => voikko!.analyze(w);
    const page = [{ text: 'Näin teet osoitteenmuutoksen ja tilauksen.', weight: 1 }];
    const indexed = new Set(Object.keys(documentTerms(analyze, page)));
    for (const query of ['osoitteen muutos', 'osoitteenmuutos', 'tilaus', 'tilauksia']) {
      for (const term of queryTerms(analyze, query)) expect(indexed).toContain(term);
    }
  });

  it.skipIf(!voikko)('frees what it allocates: 100,000 analyses keep memory flat', () => {
    const words = ['tilauksen', 'osoitteenmuutoksen', 'keskeytyksen', 'xqzvbnm', 'lehteä'];
    for (let i = 0; i < 5_000; i++) for (const w of words) voikko!.analyze(w);
    const before = process.memoryUsage().rss;
    for (let i = 0; i < 20_000; i++) for (const w of words) voikko!.analyze(w);
    expect(process.memoryUsage().rss - before).toBeLessThan(32 * 2 ** 20);
  });
});
