import { getCollection } from 'astro:content';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import routes from 'virtual:portal/page-routes';
import {
  type ContentIndex,
  type FileExists,
  contentProblems,
  linkedFilePath,
} from '~/domain/content/content-check';
import { brokenReferenceMessage, missingReferences } from '~/domain/content/references';
import type { Article } from './queries';

// What would stop an article from being published, for the preview (docs/content.md): the same
// rules as content:check, on the collections as the server has them.

/** The content internal links may point to, by collection (content:check reads the same files). */
async function contentIndex(): Promise<ContentIndex> {
  const [topics, articles, products, benefits, notices, campaigns] = await Promise.all([
    getCollection('topics'),
    getCollection('articles'),
    getCollection('products'),
    getCollection('benefits'),
    getCollection('notices'),
    getCollection('campaigns'),
  ]);
  const ids = (entries: { id: string }[]) => new Set(entries.map((e) => e.id));
  return {
    topics: ids(topics),
    articles: new Map(
      articles.map((a) => [
        a.id,
        { topic: a.data.topic.id, families: a.data.productFamilies.map((f) => f.id) },
      ]),
    ),
    products: new Map(products.map((p) => [p.id, p.data.family.id])),
    benefits: ids(benefits),
    notices: ids(notices),
    campaigns: ids(campaigns),
  };
}

/**
 * A file an article points to, beside it or under public/. Only the dev server has the sources;
 * a build has checked its files already (content:check runs first), so there it is taken as
 * there.
 */
const fileExists: FileExists = (fromPath, target) => {
  if (!import.meta.env.DEV) return true;
  const path = linkedFilePath(fromPath, target);
  const file = path === null ? null : join(process.cwd(), path);
  return file !== null && existsSync(file) && statSync(file).isFile();
};

/**
 * What stops the article from being published, one Finnish line each: `references` to missing
 * topics, families or articles (the page cannot be drawn without them), and the `body`'s broken
 * internal links and images and images without a text alternative.
 */
export async function articleProblems(
  article: Article,
): Promise<{ references: string[]; body: string[] }> {
  const file = article.filePath ?? article.id;
  const [index, families] = await Promise.all([contentIndex(), getCollection('productFamilies')]);
  const references = missingReferences(
    [
      { field: 'topic', ...article.data.topic },
      ...article.data.productFamilies.map((f, i) => ({ field: `productFamilies[${i}]`, ...f })),
      ...article.data.related.map((r, i) => ({ field: `related[${i}]`, ...r })),
    ].map((r) => ({ ...r, file })),
    {
      topics: index.topics,
      productFamilies: new Set(families.map((f) => f.id)),
      articles: new Set(index.articles.keys()),
    },
  ).map(brokenReferenceMessage);
  const today = new Date().toISOString().slice(0, 10);
  const body = contentProblems(
    [{ path: file, body: article.body ?? '', updated: null }],
    routes,
    index,
    today,
    fileExists,
  )
    .filter((p) => p.severity === 'error')
    .map((p) => p.message);
  return { references, body };
}
