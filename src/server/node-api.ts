import { getRequestListener } from '@hono/node-server';
import { getApi } from './runtime';

export { shutdownApi } from './runtime';

/**
 * A node:http listener for /api/v1 that skips Astro's page pipeline (several times faster per
 * request, docs/performance.md). src/server/edge/serve.ts routes API requests here; `astro dev` keeps
 * mounts src/server/astro-dev-api.ts. Built by vite.api.config.ts into dist/api/node-api.mjs.
 */
export const apiListener = getRequestListener(
  async (request, env) => {
    const api = await getApi();
    return api.fetch(request, { clientAddress: env.incoming.socket.remoteAddress });
  },
  // Leave the global Request/Response alone: Astro's handler shares this process.
  { overrideGlobalObjects: false },
);

/**
 * Parses and checks the environment before the server listens; throws a ConfigError that names
 * every bad variable (src/server/edge/serve.ts prints it and exits non-zero).
 */
export { loadConfig as checkConfig, ConfigError } from './config-check';
