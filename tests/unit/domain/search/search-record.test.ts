import { describe, expect, it } from 'vitest';
import { LEMMA_MARK, visibleText } from '~/domain/search/search-record';

describe('visibleText', () => {
  it('cuts a record’s content before the lemma block', () => {
    expect(visibleText(`Otsikko. Tilauksen teksti. ${LEMMA_MARK} tilaus teksti`)).toBe(
      'Otsikko. Tilauksen teksti.',
    );
  });

  it('answers the whole content when there is no lemma block (a build without Voikko)', () => {
    expect(visibleText(' Otsikko. Teksti. ')).toBe('Otsikko. Teksti.');
  });
});
