import type { APIRoute } from 'astro';
import { getApi } from './runtime';

/**
 * The API under `astro dev` only (injected by astro.config.mjs for the dev command). A build
 * serves the API from its own bundle, `dist/api/node-api.mjs` (src/server/node-api.ts), which
 * src/server/edge/serve.ts calls directly: one copy of the API in production (docs/decisions/0002).
 */
export const prerender = false;

export const ALL: APIRoute = async ({ request, clientAddress }) => {
  const api = await getApi();
  return api.fetch(request, { clientAddress });
};
