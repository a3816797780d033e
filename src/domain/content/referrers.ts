import { internalLinks } from './content-check';

// Which content refers to an article (issue 36 item 2): what the content editor shows before the
// article is deleted, so that no page is left with a broken link or a related article missing.

/** A content entry that may refer to an article. */
export interface ReferringEntry {
  /** The collection's name for an editor, e.g. 'Ohjeartikkeli'. */
  kind: string;
  id: string;
  title: string;
  /** Article ids it lists as related (only articles have them). */
  related: readonly string[];
  /** The Markdown body, whose site links are read. */
  body: string;
}

export interface Referrer {
  kind: string;
  id: string;
  title: string;
  /** How it refers: 'liittyvänä artikkelina', 'linkillä' or both, in Finnish. */
  how: string;
}

/** Whether a site link leads to the article: /aihe/<topic>/<id> or /tuote/<product>/<id>. */
const linksTo = (link: string, articleId: string) => {
  const path = (link.split(/[?#]/)[0] ?? '').replace(/\/$/, '');
  return new RegExp(`^/(aihe|tuote)/[^/]+/${articleId}$`).test(path);
};

/** The entries that refer to the article, in the order given; the article itself is not one. */
export function referrersOf(articleId: string, entries: readonly ReferringEntry[]): Referrer[] {
  return entries.flatMap((entry) => {
    if (entry.kind === 'Ohjeartikkeli' && entry.id === articleId) return [];
    const ways = [
      ...(entry.related.includes(articleId) ? ['liittyvänä artikkelina'] : []),
      ...(internalLinks(entry.body).some((l) => linksTo(l, articleId)) ? ['linkillä'] : []),
    ];
    if (ways.length === 0) return [];
    return [{ kind: entry.kind, id: entry.id, title: entry.title, how: ways.join(' ja ') }];
  });
}
