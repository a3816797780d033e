/**
 * The portal's own address for absolute URLs in pages (canonical, og:url, JSON-LD). It comes from
 * configuration (astro.config.mjs sets `site` from SITE_URL), never from the request's Host: the
 * per-request pages (login, /ak/{code}, /tilaa/...) would otherwise echo whatever Host came in.
 */
export function configuredSite(site: URL | undefined): URL {
  if (!site) throw new Error('astro.config.mjs must set site (SITE_URL)');
  return site;
}
