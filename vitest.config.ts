import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { lucideIcons } from './scripts/lib/vite-lucide-icons.mjs';

export default defineConfig({
  plugins: [lucideIcons()],
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    environment: 'node',
    // Each API test file copies its database from templates made once per run.
    globalSetup: ['tests/support/test-db-templates.ts'],
    // Each API test file boots its own in-memory PGlite; keep files in parallel but bounded.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { TZ: 'Europe/Helsinki' },
  },
});
