/** Articles per topic page: keeps every page small whatever the number of articles (DESIGN.md). */
export const ARTICLES_PER_PAGE = 20;

export function pageCount(total: number, perPage = ARTICLES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The items of 1-based page `page`; an out-of-range page is empty. */
export function pageItems<T>(items: readonly T[], page: number, perPage = ARTICLES_PER_PAGE): T[] {
  if (!Number.isInteger(page) || page < 1) return [];
  return items.slice((page - 1) * perPage, page * perPage);
}
