/** A notice is current from its publication day through its expiry day (inclusive). */
export function isCurrentNotice(
  notice: { published: string; expires?: string | undefined },
  today: string,
): boolean {
  return notice.published <= today && (notice.expires === undefined || today <= notice.expires);
}

/** Newest first; ties by title so the order is stable between builds. */
export function byPublishedDesc<T extends { published: string; title: string }>(
  a: T,
  b: T,
): number {
  return b.published.localeCompare(a.published) || a.title.localeCompare(b.title, 'fi');
}
