import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /tilaukset',
      'Disallow: /laskut',
      'Disallow: /tili',
      'Disallow: /auth/',
      'Disallow: /preview',
      'Disallow: /kehitys/',
      `Sitemap: ${new URL('/sitemap-index.xml', site).href}`,
      '',
    ].join('\n'),
    { headers: { 'content-type': 'text/plain; charset=utf-8' } },
  );
