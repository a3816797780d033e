import { describe, expect, it } from 'vitest';
import {
  type SearchDocument,
  buildArticleIndex,
  rankArticles,
} from '~/domain/search/article-index';
import { documentTerms } from '~/domain/search/terms';

const doc = (
  url: string,
  title: string,
  text: string,
  extra: Partial<SearchDocument> = {},
): SearchDocument => ({
  url,
  title,
  summary: '',
  topic: 'Jakelu',
  families: ['Päivän Sanomat'],
  text,
  terms: documentTerms(null, [
    { text: title, weight: 5 },
    { text, weight: 1 },
  ]),
  ...extra,
});

const index = buildArticleIndex({
  version: 1,
  normalized: false,
  documents: [
    doc(
      '/a',
      'Lehti ei tullut',
      'Jos lehti ei tullut, tee jakeluhäiriöilmoitus. Lehti tulee pian.',
    ),
    doc('/b', 'Laskun maksaminen', 'Maksa lasku verkkopankissa. Lehti tulee ajallaan.', {
      topic: 'Laskut',
    }),
    doc('/c', 'Jakelun keskeytys', 'Keskeytä lehti matkan ajaksi.', {
      families: ['Koti & Puutarha'],
    }),
    doc('/d', 'Lehti', 'Lehti lehti lehti lehti.'),
  ],
});
const urls = (hits: number[]) => hits.map((i) => index.documents[i]?.url);

describe('rankArticles', () => {
  it('finds the articles that have every term, the best match first', () => {
    const ranked = rankArticles(index, ['lehti', 'tullut']);
    expect(urls(ranked.hits)).toEqual(['/a']);
    expect(ranked.partial).toBe(false);
  });

  it('ranks a word in the title and repeated words higher (BM25 with weighted fields)', () => {
    expect(urls(rankArticles(index, ['lehti']).hits)).toEqual(['/d', '/a', '/c', '/b']);
  });

  it('filters by topic and by product family', () => {
    expect(urls(rankArticles(index, ['lehti'], { topic: 'Laskut' }).hits)).toEqual(['/b']);
    expect(urls(rankArticles(index, ['lehti'], { family: 'Koti & Puutarha' }).hits)).toEqual([
      '/c',
    ]);
    expect(rankArticles(index, ['lehti'], { topic: 'Ei ole' }).hits).toEqual([]);
  });

  it('falls back to the articles with the most terms when none has all, at least half', () => {
    const ranked = rankArticles(index, ['lasku', 'verkkopankissa', 'kissa']);
    expect(urls(ranked.hits)).toEqual(['/b']);
    expect(ranked.partial).toBe(true);
    // One word of three is not enough.
    expect(rankArticles(index, ['lasku', 'xyz', 'zyx']).hits).toEqual([]);
  });

  it('finds nothing for no terms or unknown terms', () => {
    expect(rankArticles(index, []).hits).toEqual([]);
    expect(rankArticles(index, ['xyzzy']).hits).toEqual([]);
  });

  it('counts a repeated query term once', () => {
    expect(rankArticles(index, ['lehti', 'lehti', 'tullut']).partial).toBe(false);
  });
});

describe('buildArticleIndex', () => {
  it('lists each document under each of its terms once, in document order', () => {
    expect([...(index.postings.get('lehti')?.docs ?? [])]).toEqual([0, 1, 2, 3]);
    expect([...(index.postings.get('lehti')?.counts ?? [])]).toEqual([7, 1, 1, 9]);
    expect([...(index.postings.get('keskeytys')?.docs ?? [])]).toEqual([2]);
    expect(index.lengths[3]).toBe(5 + 4);
  });
});
