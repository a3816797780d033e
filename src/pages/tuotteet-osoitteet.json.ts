import type { APIRoute } from 'astro';
import { productArticlePairs } from '../components/content/queries';
import { articleUrl, productTitleUrl } from '~/domain/content/urls';

/**
 * The product-title addresses of articles (/tuotteet/{product}/{title-slug}) and where they live.
 * src/server/edge/serve.ts answers them with a permanent redirect instead of building a copy of every
 * article per product (docs/performance.md).
 */
export const GET: APIRoute = async () => {
  const map: Record<string, string> = {};
  for (const { product, article } of await productArticlePairs()) {
    map[productTitleUrl(product.id, article.data.title)] = articleUrl(
      article.data.topic.id,
      article.id,
    );
  }
  return new Response(JSON.stringify(map), { headers: { 'content-type': 'application/json' } });
};
