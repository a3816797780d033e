import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Builds the command-line jobs (src/server/**/*-cli.ts) as Node modules in dist/cli, so that they
// run after a production install with plain `node` (no TypeScript runner); same bundling rules
// as vite.api.config.ts.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  logLevel: 'warn',
  publicDir: false,
  ssr: { noExternal: true, external: ['pg', '@electric-sql/pglite'] },
  build: {
    ssr: true,
    outDir: 'dist/cli',
    emptyOutDir: true,
    target: 'node22',
    rollupOptions: {
      input: {
        'billing-jobs': 'src/server/billing/billing-jobs-cli.ts',
        jobs: 'src/server/job-cli/jobs-cli.ts',
      },
      output: { entryFileNames: '[name].mjs' },
    },
  },
});
