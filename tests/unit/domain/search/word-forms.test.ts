import { describe, expect, it } from 'vitest';
import { queryTerms } from '~/domain/search/terms';
import {
  type WordFormSource,
  baseFormOf,
  buildWordForms,
  chunkAnalyzer,
  chunkKey,
  matcherFor,
} from '~/domain/search/word-forms';

// What Voikko answers for the words of a tiny corpus (base form of the likely reading, and every
// term a word is indexed under: itself, its base forms, its compound parts).
const LEXICON: Record<string, { base: string; terms: string[] }> = {
  tilauksen: { base: 'tilaus', terms: ['tilauksen', 'tilaus'] },
  tilaus: { base: 'tilaus', terms: ['tilaus'] },
  digitilauksesi: { base: 'digitilaus', terms: ['digitilauksesi', 'digitilaus', 'digi', 'tilaus'] },
  osoitteenmuutoksen: {
    base: 'osoitteenmuutos',
    terms: ['osoitteenmuutoksen', 'osoitteenmuutos', 'osoite', 'muutos'],
  },
  'e-laskun': { base: 'e-lasku', terms: ['e-laskun', 'e-lasku', 'e', 'lasku'] },
  'e-lasku': { base: 'e-lasku', terms: ['e-lasku', 'e', 'lasku'] },
  kesämökille: { base: 'kesämökki', terms: ['kesämökille', 'kesämökki', 'kesä', 'mökki'] },
};
const source: WordFormSource = {
  baseForm: (word) => LEXICON[word]?.base,
  terms: (word) => LEXICON[word]?.terms ?? [word],
};
const table = buildWordForms(
  ['tilauksen', 'tilaus', 'digitilauksesi', 'osoitteenmuutoksen', 'e-laskun', 'e-lasku', 'xyz'],
  source,
);

describe('chunkKey', () => {
  it('is the first two characters, Finnish letters as safe file-name codes', () => {
    expect(chunkKey('tilaus')).toBe('ti');
    expect(chunkKey('kämppä')).toBe('k_e4');
    expect(chunkKey('öljy')).toBe('_f6l');
    expect(chunkKey('e-lasku')).toBe('e_2d');
    expect(chunkKey('a')).toBe('a');
  });
});

describe('buildWordForms', () => {
  it('maps an inflected word to its base form in the word’s own chunk', () => {
    expect(baseFormOf(table, 'tilauksen')).toBe('tilaus');
    expect(baseFormOf(table, 'osoitteenmuutoksen')).toBe('osoitteenmuutos');
  });

  it('leaves out words that are their own base form, and unknown words', () => {
    expect(baseFormOf(table, 'tilaus')).toBeUndefined();
    expect(baseFormOf(table, 'xyz')).toBeUndefined();
  });

  it('keeps a known hyphenated word even as itself, so that it is not split into pieces', () => {
    expect(baseFormOf(table, 'e-lasku')).toBe('e-lasku');
  });

  it('lists under each term the corpus words indexed under it, in the term’s chunk', () => {
    expect(table.get('ti')?.matches['tilaus']).toEqual(['digitilauksesi', 'tilauksen']);
    expect(table.get('mu')?.matches['muutos']).toEqual(['osoitteenmuutoksen']);
  });

  it('gives the same table for the same words in any order', () => {
    const reversed = buildWordForms(
      ['xyz', 'e-lasku', 'e-laskun', 'osoitteenmuutoksen', 'digitilauksesi', 'tilaus', 'tilauksen'],
      source,
    );
    expect(JSON.stringify([...reversed])).toBe(JSON.stringify([...table]));
  });
});

describe('chunkAnalyzer with queryTerms', () => {
  const analyze = chunkAnalyzer(table);

  it('normalises a query as Voikko would, from the table alone', () => {
    expect(queryTerms(analyze, 'Tilauksen osoitteenmuutoksen')).toEqual([
      'tilaus',
      'osoitteenmuutos',
    ]);
  });

  it('keeps unknown words as typed (Pagefind stems them), and known hyphenated words whole', () => {
    expect(queryTerms(analyze, 'lehden e-laskun')).toEqual(['lehden', 'e-lasku']);
  });
});

describe('matcherFor', () => {
  it('matches a known term and the corpus words indexed under it, not every word it starts', () => {
    const isMatch = matcherFor(['tilaus'], table);
    expect(isMatch('tilaus')).toBe(true);
    expect(isMatch('tilauksen')).toBe(true);
    expect(isMatch('digitilauksesi')).toBe(true);
    // Not in the corpus under 'tilaus': a word that merely starts with it is another word.
    expect(isMatch('tilaustenhallinta')).toBe(false);
    expect(isMatch('tila')).toBe(false);
    expect(isMatch('lasku')).toBe(false);
  });

  it('matches the words starting with a term the table does not know, as Pagefind does', () => {
    const isMatch = matcherFor(['tilau'], table);
    expect(isMatch('tilauksen')).toBe(true);
    expect(isMatch('tilaus')).toBe(true);
    expect(isMatch('tila')).toBe(false);
  });

  it('does not let a one- or two-letter term match every word that starts with it', () => {
    const isMatch = matcherFor(['e'], table);
    expect(isMatch('e')).toBe(true);
    expect(isMatch('eräpäivä')).toBe(false);
  });
});
