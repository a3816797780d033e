import { describe, expect, it } from 'vitest';
import {
  type Analyze,
  documentTerms,
  queryTerms,
  tokenize,
  wordTerms,
} from '~/domain/search/terms';

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

describe('wordTerms', () => {
  it('gives the word itself, then the base forms and parts of every reading, once each', () => {
    expect(wordTerms(analyze, 'osoitteenmuutoksen')).toEqual([
      'osoitteenmuutoksen',
      'osoitteenmuutos',
      'osoite',
      'muutos',
    ]);
    expect(wordTerms(analyze, 'kesämökille')).toEqual([
      'kesämökille',
      'kesämökki',
      'kesä',
      'mökki',
      'kesämökä',
      'mökä',
    ]);
    expect(wordTerms(analyze, 'helsingin')).toEqual(['helsingin', 'helsinki']);
  });

  it('gives only the word when the analyser does not know it, or without an analyser', () => {
    expect(wordTerms(analyze, 'xyzzy')).toEqual(['xyzzy']);
    expect(wordTerms(null, 'tilauksen')).toEqual(['tilauksen']);
  });

  it('analyses an unknown hyphenated word piece by piece', () => {
    expect(wordTerms(analyze, 'tilauksen-osoitteen')).toEqual([
      'tilauksen-osoitteen',
      'tilaus',
      'osoite',
    ]);
  });
});

describe('documentTerms', () => {
  it('counts every term of every word occurrence, weighted by the part of the page', () => {
    const terms = documentTerms(analyze, [
      { text: 'Tilauksen keskeytys', weight: 5 },
      { text: 'tilauksen tilaus', weight: 1 },
    ]);
    expect(terms).toEqual({
      tilauksen: 6,
      tilaus: 7,
      keskeytys: 5,
    });
  });

  it('counts the words as written without an analyser', () => {
    expect(documentTerms(null, [{ text: 'Lehti lehti tulee', weight: 2 }])).toEqual({
      lehti: 4,
      tulee: 2,
    });
  });
});

describe('queryTerms', () => {
  it('gives the base form of an inflected word', () => {
    expect(queryTerms(analyze, 'tilauksen')).toEqual(['tilaus']);
    expect(queryTerms(analyze, 'Keskeytyksen')).toEqual(['keskeytys']);
  });

  it('gives a compound as one base form, and written apart as its words', () => {
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
    const indexed = new Set(Object.keys(documentTerms(analyze, [{ text: page, weight: 1 }])));
    for (const query of ['osoitteen muutos', 'tilauksen', 'e-laskun', 'kesämökille']) {
      for (const term of queryTerms(analyze, query)) expect(indexed).toContain(term);
    }
  });

  it('gives nothing for a query without words', () => {
    expect(queryTerms(analyze, ' ?! ')).toEqual([]);
  });
});
