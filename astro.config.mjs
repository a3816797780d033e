// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import node from '@astrojs/node';
import sitemap from '@astrojs/sitemap';

// Static by default: content pages and self-service shells are prerendered; only the API
// catch-all (src/pages/api/[...path].ts) renders on demand. The Node adapter runs in
// middleware mode so that scripts/serve.mjs can serve pre-compressed static files with
// long-lived cache headers in front of it (see docs/decisions/0002-own-node-server.md).
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), mdx(), sitemap()],
  trailingSlash: 'never',
  build: { format: 'file' },
  security: { csp: true },
  // Shiki's inline styles break the CSP; support articles need no code highlighting.
  markdown: { syntaxHighlight: false },
  server: { host: process.env.HOST ?? 'localhost', port: Number(process.env.PORT ?? 4321) },
});
