import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Builds the content pages' search (src/islands/search/search-ui.ts) as one ES module,
// /search/search-ui.js, which the search loader imports on the first focus of a search form
// (src/components/search-loader.mjs). A fixed name, not a hashed one: the loader is an inline
// script whose hash is in the pages' CSP.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  logLevel: 'warn',
  publicDir: false,
  build: {
    outDir: 'dist/client/search',
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    lib: {
      entry: 'src/islands/search/search-ui.ts',
      formats: ['es'],
      fileName: () => 'search-ui.js',
    },
  },
});
