// @ts-check
import mdx from '@astrojs/mdx';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { contentEditor } from './scripts/lib/content-editor-integration.mjs';
import { PAGE_CSP_DIRECTIVES } from './src/server/edge/page-headers.ts';
import { searchLoaderHash } from './src/components/search-loader.mjs';
import { sessionLinkHash } from './src/components/session-link.mjs';
import { thirdPartyOrigins } from './scripts/lib/third-party-sources.mjs';
import { lucideIcons } from './scripts/lib/vite-lucide-icons.mjs';
import { contentImagesInDev } from './scripts/lib/vite-content-images-in-dev.mjs';
import { pageRoutesModule } from './scripts/lib/vite-page-routes.mjs';

// Canonical and og:url come from SITE_URL at build time; without it they say
// http://localhost:4321. The build cannot tell a production build from `npm start`'s (astro
// build sets NODE_ENV=production itself), so the address is recorded in dist/site.json and
// src/server/edge/serve.ts in production refuses a build made for another address (issue 30 item 15).
const SITE = process.env.SITE_URL ?? 'http://localhost:4321';

/**
 * Writes the address the pages were built for to dist/site.json, so that the production server
 * can refuse a build whose canonical and og:url addresses are another site's.
 * @type {import('astro').AstroIntegration}
 */
const recordBuildSite = {
  name: 'portal-record-build-site',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(new URL('../site.json', dir), `${JSON.stringify({ site: SITE })}\n`);
    },
  },
};

/** Origins of the configured third-party scripts (decision 0042); none by default. */
const THIRD_PARTY = thirdPartyOrigins(process.env);

/**
 * `astro dev` has no src/server/edge/serve.ts in front of it, so it mounts the API as an Astro route. A
 * build leaves it out: the server calls the API's own bundle (dist/api) directly, and a second
 * copy of the API inside Astro's bundle would be dead weight with its own database handle
 * (docs/decisions/0002-own-node-server.md).
 * @type {import('astro').AstroIntegration}
 */
const apiInDevServer = {
  name: 'portal-api-in-dev-server',
  hooks: {
    'astro:config:setup': ({ command, injectRoute }) => {
      if (command === 'dev') {
        injectRoute({ pattern: '/api/[...path]', entrypoint: './src/server/astro-dev-api.ts' });
      }
    },
  },
};

// Static by default: content pages and self-service shells are prerendered; a few pages (login,
// preview, search) render on demand. The Node adapter runs in middleware mode so that
// src/server/edge/serve.ts can serve pre-compressed static files with long-lived cache headers in front
// of it (docs/decisions/0002-own-node-server.md).
export default defineConfig({
  site: SITE,
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  integrations: [
    apiInDevServer,
    recordBuildSite,
    react(),
    // Keystatic at /keystatic: local mode in `astro dev`, else only with KEYSTATIC (decision 0044).
    contentEditor(process.env),
    mdx(),
    sitemap({
      // Self-service, search and preview pages are not for search engines.
      filter: (page) =>
        !/\/(tilaukset|laskut|tili|lukuoikeudet|markkinointikielto|auth|haku|preview|kehitys|artikkelia-ei-loytynyt)(\/|$)/.test(
          new URL(page).pathname,
        ),
    }),
  ],
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  security: {
    csp: {
      // default-src, object-src, base-uri, form-action; frame-ancestors goes in the HTTP header
      // (src/server/edge/page-headers.ts), as a <meta> policy ignores it.
      directives: THIRD_PARTY.length
        ? [...PAGE_CSP_DIRECTIVES, `connect-src 'self' ${THIRD_PARTY.join(' ')}`]
        : PAGE_CSP_DIRECTIVES,
      // The search loader and the session link are the inline scripts (hashed). Pagefind
      // compiles its WebAssembly, so the pages with the search form add 'wasm-unsafe-eval'
      // themselves (BaseLayout's `search`); no other page allows it (issue 30 item 21).
      scriptDirective: {
        resources: ["'self'", ...THIRD_PARTY],
        hashes: [searchLoaderHash(), sessionLinkHash()],
      },
    },
  },
  // Shiki's inline styles break the CSP; support articles need no code highlighting.
  markdown: { syntaxHighlight: false },
  server: { host: process.env.HOST ?? 'localhost', port: Number(process.env.PORT ?? 4321) },
  // The dev server watches the project folder: the embedded database (.data) and builds (dist,
  // and the content editor test's build under .data) are not sources, and a change there must
  // not reload the pages open in the browser.
  vite: {
    plugins: [lucideIcons(), contentImagesInDev(), pageRoutesModule()],
    server: { watch: { ignored: ['**/.data/**', '**/dist/**'] } },
  },
});
