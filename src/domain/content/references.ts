/** A reference from one content entry to another, as found in its frontmatter. */
export interface ContentReference {
  /** e.g. 'src/content/articles/jakelun-keskeytys.mdx' */
  file: string;
  /** e.g. 'topic' or 'related[2]' */
  field: string;
  collection: string;
  id: string;
}

/**
 * Astro only logs a broken reference; the build must stop instead, naming the file and the field
 * so an editor can fix it (issue 3). Returns one readable line per broken reference.
 */
export function brokenReferences(
  refs: ContentReference[],
  known: Record<string, ReadonlySet<string>>,
): string[] {
  return refs
    .filter((r) => !known[r.collection]?.has(r.id))
    .map(
      (r) => `${r.file}: field "${r.field}" refers to "${r.id}", which is not in ${r.collection}`,
    );
}
