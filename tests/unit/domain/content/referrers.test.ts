import { describe, expect, it } from 'vitest';
import { type ReferringEntry, referrersOf } from '~/domain/content/referrers';

// What the content editor lists before an article is deleted (issue 36 item 2).
const entry = (over: Partial<ReferringEntry>): ReferringEntry => ({
  kind: 'Ohjeartikkeli',
  id: 'x',
  title: 'X',
  related: [],
  body: '',
  ...over,
});

describe('referrersOf', () => {
  it('finds an article that lists it as related, one that links to it and one that does both', () => {
    const entries = [
      entry({ id: 'a', title: 'A', related: ['keskeytys'] }),
      entry({ id: 'b', title: 'B', body: 'Katso [ohje](/aihe/jakelu/keskeytys#kohta).' }),
      entry({
        id: 'c',
        title: 'C',
        related: ['keskeytys'],
        body: '<a href="/tuote/paivan-sanomat/keskeytys">ohje</a>',
      }),
      entry({ kind: 'Tiedote', id: 'joulu', title: 'Joulu', body: '[x](/aihe/jakelu/keskeytys/)' }),
    ];
    expect(referrersOf('keskeytys', entries)).toEqual([
      { kind: 'Ohjeartikkeli', id: 'a', title: 'A', how: 'liittyvänä artikkelina' },
      { kind: 'Ohjeartikkeli', id: 'b', title: 'B', how: 'linkillä' },
      { kind: 'Ohjeartikkeli', id: 'c', title: 'C', how: 'liittyvänä artikkelina ja linkillä' },
      { kind: 'Tiedote', id: 'joulu', title: 'Joulu', how: 'linkillä' },
    ]);
  });

  it('does not count a link to another article, a topic page or the article itself', () => {
    const entries = [
      entry({ id: 'keskeytys', body: '[tämä](/aihe/jakelu/keskeytys)' }),
      entry({ id: 'd', body: '[toinen](/aihe/jakelu/keskeytys-2) [aihe](/aihe/keskeytys)' }),
    ];
    expect(referrersOf('keskeytys', entries)).toEqual([]);
  });
});
