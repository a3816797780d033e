import { defineMiddleware } from 'astro:middleware';
import { islandStyleInHead } from './server/edge/island-style';

/**
 * Every page Astro renders, prerendered at build time or on demand: the island style in the head
 * (src/server/edge/island-style.ts). Other answers pass as they are.
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(islandStyleInHead(html), { status: response.status, headers });
});
