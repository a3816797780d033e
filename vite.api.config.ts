import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Builds the API (src/server) as one Node module for scripts/serve.mjs; dependencies stay in
// node_modules. Vite (not plain esbuild) because the migrator bundles SQL with import.meta.glob.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  logLevel: 'warn',
  build: {
    ssr: 'src/server/node-api.ts',
    outDir: 'dist/api',
    emptyOutDir: true,
    target: 'node22',
    rollupOptions: { output: { entryFileNames: 'node-api.mjs' } },
  },
});
