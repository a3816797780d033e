import { describe, expect, it } from 'vitest';
import { rankPartial } from '~/domain/search/partial-match';

describe('rankPartial', () => {
  it('puts pages with every term first, then by the summed score', () => {
    const ranked = rankPartial([
      [
        { id: 'a', score: 1 },
        { id: 'b', score: 9 },
        { id: 'c', score: 2 },
      ],
      [
        { id: 'a', score: 1 },
        { id: 'c', score: 5 },
      ],
    ]);
    expect(ranked.map((p) => [p.id, p.matched, p.score])).toEqual([
      ['c', 2, 7],
      ['a', 2, 2],
      ['b', 1, 9],
    ]);
  });

  it('keeps only pages with at least half of the terms, rounded up', () => {
    const hit = (id: string) => [{ id, score: 1 }];
    const ranked = rankPartial([hit('a'), [...hit('a'), ...hit('b')], hit('b'), hit('c'), []]);
    // Five terms: three needed. a has 2, b 2, c 1: none qualifies.
    expect(ranked).toEqual([]);
    expect(rankPartial([hit('a'), hit('b'), hit('a')]).map((p) => p.id)).toEqual(['a']);
  });

  it('answers a single term’s pages in its own order of score', () => {
    expect(
      rankPartial([
        [
          { id: 'x', score: 1 },
          { id: 'y', score: 3 },
        ],
      ]).map((p) => p.id),
    ).toEqual(['y', 'x']);
  });

  it('answers nothing for no terms', () => {
    expect(rankPartial([])).toEqual([]);
  });
});
