import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { refuseOutsideEditor } from '~/components/content/editor-access';

// GET /sisaltoeditori/otsikot: the titles of the entries the content editor's pickers choose
// from (topic, product family, related articles), by collection and id, so that a picker lists
// and finds "Jakelu, keskeytys ja osoitteenmuutos" rather than jakelu (issue 36 item 5;
// src/islands/content-editor/entry-titles.ts). Injected only where the editor is; not a route by
// itself (the leading underscore).
export const prerender = false;

export const GET: APIRoute = async ({ cookies }) => {
  const refused = refuseOutsideEditor(cookies);
  if (refused) return refused;
  const [articles, topics, productFamilies] = await Promise.all([
    getCollection('articles'),
    getCollection('topics'),
    getCollection('productFamilies'),
  ]);
  const titles = {
    articles: Object.fromEntries(articles.map((e) => [e.id, e.data.title])),
    topics: Object.fromEntries(topics.map((e) => [e.id, e.data.title])),
    productFamilies: Object.fromEntries(productFamilies.map((e) => [e.id, e.data.familyName])),
  };
  return Response.json(titles, { headers: { 'Cache-Control': 'no-store' } });
};
