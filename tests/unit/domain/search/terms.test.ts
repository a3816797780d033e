import { describe, expect, it } from 'vitest';
import { type Analyze, indexTerms, queryTerms, tokenize } from '~/domain/search/terms';

// A tiny stand-in for Voikko: what it would answer for the words these tests use.
const LEXICON: Record<string, { baseform: string; parts: string[] }[]> = {
  tilauksen: [{ baseform: 'tilaus', parts: [] }],
  tilaus: [{ baseform: 'tilaus', parts: [] }],
  keskeytyksen: [{ baseform: 'keskeytys', parts: [] }],
  osoitteen: [{ baseform: 'osoite', parts: [] }],
  muutos: [{ baseform: 'muutos', parts: [] }],
  osoitteenmuutoksen: [{ baseform: 'osoitteenmuutos', parts: ['osoite', 'muutos'] }],
  osoitteenmuutos: [{ baseform: 'osoitteenmuutos', parts: ['osoite', 'muutos'] }],
  kesämökille: [
    { baseform: 'kesämökki', parts: ['kesä', 'mökki'] },
    { baseform: 'kesämökä', parts: ['kesä', 'mökä'] },
  ],
  maksamaton: [
    { baseform: 'maksamatto', parts: ['maksa', 'matto'] },
    { baseform: 'maksamaton', parts: [] },
  ],
  'e-laskun': [{ baseform: 'e-lasku', parts: ['e', 'lasku'] }],
  helsingin: [{ baseform: 'Helsinki', parts: [] }],
  tulee: [{ baseform: 'tulla', parts: [] }],
  lehti: [{ baseform: 'lehti', parts: [] }],
};
const analyze: Analyze = (word) => LEXICON[word] ?? [];

describe('tokenize', () => {
  it('splits Finnish text into lower-case words with å, ä, ö and hyphenated compounds', () => {
    expect(tokenize('Lehti tulee Åland-saarille: e-laskun ÄÄNI, 2026!')).toEqual([
      'lehti',
      'tulee',
      'åland-saarille',
      'e-laskun',
      'ääni',
      '2026',
    ]);
  });

  it('drops punctuation, stray hyphens and empty input', () => {
    expect(tokenize(' -- ... ')).toEqual([]);
    expect(tokenize('')).toEqual([]);
    expect(tokenize('tilaus- ja laskutus')).toEqual(['tilaus', 'ja', 'laskutus']);
  });
});

describe('indexTerms', () => {
  it('gives the base forms and compound parts of every analysis of every word, once each', () => {
    expect(
      indexTerms(analyze, 'Tilauksen osoitteenmuutoksen kesämökille, tilauksen Helsingin'),
    ).toEqual([
      'tilaus',
      'osoitteenmuutos',
      'osoite',
      'muutos',
      'kesämökki',
      'kesä',
      'mökki',
      'kesämökä',
      'mökä',
      'helsinki',
    ]);
  });

  it('skips words the analyser does not know', () => {
    expect(indexTerms(analyze, 'xyzzy tilauksen')).toEqual(['tilaus']);
  });

  it('analyses an unknown hyphenated word piece by piece', () => {
    expect(indexTerms(analyze, 'tilauksen-osoitteen')).toEqual(['tilaus', 'osoite']);
  });

  it('analyses each distinct word once', () => {
    const seen: string[] = [];
    indexTerms((w) => (seen.push(w), analyze(w)), 'lehti lehti Lehti tulee');
    expect(seen).toEqual(['lehti', 'tulee']);
  });
});

describe('queryTerms', () => {
  it('gives the base form of an inflected word', () => {
    expect(queryTerms(analyze, 'tilauksen')).toEqual(['tilaus']);
    expect(queryTerms(analyze, 'Keskeytyksen')).toEqual(['keskeytys']);
  });

  it('gives a compound as one base form (one index chunk), and written apart as its words', () => {
    expect(queryTerms(analyze, 'osoitteenmuutoksen')).toEqual(['osoitteenmuutos']);
    expect(queryTerms(analyze, 'osoitteen muutos')).toEqual(['osoite', 'muutos']);
  });

  it('takes the reading with the fewest parts, the first of equals', () => {
    expect(queryTerms(analyze, 'maksamaton')).toEqual(['maksamaton']);
    expect(queryTerms(analyze, 'kesämökille')).toEqual(['kesämökki']);
  });

  it('keeps an unknown word as typed, lower-cased, and drops repeats', () => {
    expect(queryTerms(analyze, 'Xyzzy tilauksen tilaus XYZZY')).toEqual(['xyzzy', 'tilaus']);
  });

  it('splits an unknown hyphenated word into its pieces, keeps a known one whole', () => {
    expect(queryTerms(analyze, 'tilauksen-xyzzy')).toEqual(['tilaus', 'xyzzy']);
    expect(queryTerms(analyze, 'e-laskun')).toEqual(['e-lasku']);
  });

  it('every query term is among the index terms or the words of a page with that word', () => {
    const page = 'Osoitteenmuutoksen voi tehdä kesämökille. Tilauksen e-laskun.';
    const indexed = new Set([...indexTerms(analyze, page), ...tokenize(page)]);
    for (const query of ['osoitteen muutos', 'tilauksen', 'e-laskun', 'kesämökille']) {
      for (const term of queryTerms(analyze, query)) expect(indexed).toContain(term);
    }
  });

  it('gives nothing for a query without words', () => {
    expect(queryTerms(analyze, ' ?! ')).toEqual([]);
  });
});
