import { type CollectionEntry, getCollection } from 'astro:content';
import { byPublishedDesc, isCurrentNotice } from '~/domain/content/notices';
import { type ContentReference, brokenReferences } from '~/domain/content/references';
import { buildDay } from './build-day';

// Content look-ups shared by the content pages. Results are memoised for the build: with 10,000
// articles every page would otherwise re-read and re-sort the whole collection.

export type Article = CollectionEntry<'articles'>;
export type Topic = CollectionEntry<'topics'>;
export type ProductFamily = CollectionEntry<'productFamilies'>;
export type Product = CollectionEntry<'products'>;

const memo = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
};

const byTitle = (a: { data: { title: string } }, b: { data: { title: string } }): number =>
  a.data.title.localeCompare(b.data.title, 'fi');

/**
 * Published articles (drafts are never built into the public site), by title. A broken reference
 * stops the build; the dev server shows it on every page instead (ContentProblems.astro), so that
 * an editor's delete never makes the pages answer 500.
 */
export const publishedArticles = memo(async () => {
  const broken = await brokenContentReferences();
  if (broken.length > 0 && !import.meta.env.DEV) {
    throw new Error(`Rikkinäisiä viittauksia sisällössä:\n${broken.join('\n')}`);
  }
  return (await getCollection('articles', ({ data }) => !data.draft)).sort(byTitle);
});

/** The most read articles (those marked popular), at most eight: the front page and /haku. */
export const popularArticles = memo(async () =>
  (await publishedArticles()).filter((a) => a.data.popular).slice(0, 8),
);

/**
 * The references to a missing entry, one Finnish line each (Astro itself only logs them). The
 * file names are relative to the project.
 */
export const brokenContentReferences = memo(async (): Promise<string[]> => {
  const [articles, topics, families, products, campaigns, notices] = await Promise.all([
    getCollection('articles'),
    getCollection('topics'),
    getCollection('productFamilies'),
    getCollection('products'),
    getCollection('campaigns'),
    getCollection('notices'),
  ]);
  const file = (e: { filePath?: string | undefined; id: string }) => e.filePath ?? e.id;
  // A draft is not built: its broken reference is the preview's to show (and content:check's to
  // report), not a reason to stop the build of every other page.
  const refs: ContentReference[] = [
    ...articles
      .filter((a) => !a.data.draft)
      .flatMap((a) => [
        { file: file(a), field: 'topic', ...a.data.topic },
        ...a.data.productFamilies.map((f, i) => ({
          file: file(a),
          field: `productFamilies[${i}]`,
          ...f,
        })),
        ...a.data.related.map((r, i) => ({ file: file(a), field: `related[${i}]`, ...r })),
      ]),
    ...products.map((p) => ({ file: file(p), field: 'family', ...p.data.family })),
    ...campaigns.map((c) => ({ file: file(c), field: 'productFamily', ...c.data.productFamily })),
    ...notices.flatMap((n) =>
      n.data.productFamilies.map((f, i) => ({
        file: file(n),
        field: `productFamilies[${i}]`,
        ...f,
      })),
    ),
  ];
  const ids = (entries: { id: string }[]) => new Set(entries.map((e) => e.id));
  return brokenReferences(refs, {
    articles: ids(articles),
    topics: ids(topics),
    productFamilies: ids(families),
  });
});

export const topicsInOrder = memo(async () =>
  (await getCollection('topics')).sort((a, b) => a.data.order - b.data.order || byTitle(a, b)),
);

export const familiesInOrder = memo(async () =>
  (await getCollection('productFamilies')).sort(
    (a, b) =>
      a.data.order - b.data.order || a.data.familyName.localeCompare(b.data.familyName, 'fi'),
  ),
);

export const allProducts = memo(async () =>
  (await getCollection('products')).sort((a, b) => a.data.name.localeCompare(b.data.name, 'fi')),
);

/** Articles by topic id, built once. */
export const articlesByTopic = memo(async () => {
  const map = new Map<string, Article[]>();
  for (const a of await publishedArticles()) {
    const list = map.get(a.data.topic.id) ?? [];
    list.push(a);
    map.set(a.data.topic.id, list);
  }
  return map;
});

export const articleById = memo(
  async () => new Map((await publishedArticles()).map((a) => [a.id, a])),
);
export const topicById = memo(async () => new Map((await topicsInOrder()).map((t) => [t.id, t])));
export const familyById = memo(
  async () => new Map((await familiesInOrder()).map((f) => [f.id, f])),
);

/** yyyy-MM-dd of a content date (schema dates are parsed as UTC midnight). */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

/** Articles by product id: those naming the product's family (see productArticlePairs). */
export const articlesByProduct = memo(async () => {
  const map = new Map<string, Article[]>();
  for (const { product, article } of await productArticlePairs()) {
    const list = map.get(product.id) ?? [];
    list.push(article);
    map.set(product.id, list);
  }
  return map;
});

/**
 * Product-context article pages (/tuote/{product}/{article}): only for articles
 * that name the product's family. Articles for every family stay under their topic only, so the
 * page count grows with the articles, not with articles × products.
 */
export async function productArticlePairs(): Promise<{ product: Product; article: Article }[]> {
  const articles = await publishedArticles();
  return (await allProducts()).flatMap((product) =>
    articles
      .filter((a) => a.data.productFamilies.some((f) => f.id === product.data.family.id))
      .map((article) => ({ product, article })),
  );
}

/**
 * The notices current on the build day (Europe/Helsinki), newest first: the front page lists them
 * and the self-service pages show their titles (the site is rebuilt daily, docs/content.md).
 */
export const currentNotices = memo(async () => {
  const today = buildDay();
  return (await getCollection('notices'))
    .map((n) => ({
      id: n.id,
      title: n.data.title,
      summary: n.data.summary,
      published: isoDay(n.data.published),
      expires: n.data.expires ? isoDay(n.data.expires) : undefined,
    }))
    .filter((n) => isCurrentNotice(n, today))
    .sort(byPublishedDesc);
});
