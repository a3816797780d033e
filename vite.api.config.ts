import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Builds the API (src/server) as one Node module for src/server/edge/serve.ts. Vite (not plain esbuild) because the migrator bundles SQL with import.meta.glob.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  logLevel: 'warn',
  // Bundling the dependencies (tree-shaken) instead of importing their packages saves ~250 MB of
  // resident memory: date-fns' root entry alone loads hundreds of modules (docs/performance.md).
  // The database drivers stay external: PGlite carries WebAssembly, pg optional native bits.
  ssr: { noExternal: true, external: ['pg', '@electric-sql/pglite'] },
  build: {
    ssr: 'src/server/node-api.ts',
    outDir: 'dist/api',
    emptyOutDir: true,
    target: 'node22',
    rollupOptions: {
      // ASCII only and without JSDoc: V8 keeps a module's source in memory, as a two-byte string
      // when it holds one character beyond Latin-1; 14 MB became 6.8 MB (docs/performance.md).
      output: {
        entryFileNames: 'node-api.mjs',
        charset: 'ascii',
        comments: { legal: true, annotation: false, jsdoc: false },
      },
    },
  },
});
