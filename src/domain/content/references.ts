/** A reference from one content entry to another, as found in its frontmatter. */
export interface ContentReference {
  /** e.g. 'src/content/articles/jakelun-keskeytys.mdx' */
  file: string;
  /** e.g. 'topic' or 'related[2]' */
  field: string;
  collection: string;
  id: string;
}

/** Where each collection's entries are, as an editor knows them. */
const COLLECTION_NAMES: Record<string, string> = {
  topics: 'aiheissa (src/content/topics)',
  articles: 'ohjeartikkeleissa (src/content/articles)',
  productFamilies: 'tuoteperheissä (src/content/product-families)',
};

/** The Finnish message of one broken reference, without its file. */
export const brokenReferenceMessage = (r: ContentReference): string =>
  `kenttä ${r.field} viittaa kohteeseen "${r.id}", jota ei ole ${COLLECTION_NAMES[r.collection] ?? r.collection}.`;

/** The references that name no existing entry. */
export const missingReferences = (
  refs: readonly ContentReference[],
  known: Record<string, ReadonlySet<string>>,
): ContentReference[] => refs.filter((r) => !known[r.collection]?.has(r.id));

/**
 * Astro only logs a broken reference; the build must stop instead, naming the file and the field
 * so an editor can fix it (issue 3). Returns one readable Finnish line per broken reference.
 */
export function brokenReferences(
  refs: ContentReference[],
  known: Record<string, ReadonlySet<string>>,
): string[] {
  return missingReferences(refs, known).map((r) => `${r.file}: ${brokenReferenceMessage(r)}`);
}
