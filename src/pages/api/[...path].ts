import type { APIRoute } from 'astro';
import { getApi } from '~/server/runtime';

// The API renders on demand; every other route of the site is prerendered.
export const prerender = false;

export const ALL: APIRoute = async ({ request, clientAddress }) => {
  const api = await getApi();
  return api.fetch(request, { clientAddress });
};
