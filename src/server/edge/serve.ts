// The portal's Node server (the edge): static files (sirv, pre-compressed twins, cache headers),
// the API straight to Hono, Astro's handler for on-demand pages; one process per core on
// PostgreSQL; stops gracefully. Node runs this TypeScript as it is (type stripping), so the edge
// needs no build of its own and its relative imports carry their .ts extension. See
// docs/decisions/0002-own-node-server.md, 0050-a-typed-edge.md and docs/operations.md.
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { logger } from '../log/logger.ts';
import type * as NodeApi from '../node-api.ts';
import { startCluster } from './cluster.ts';
import { stopOnSignals } from './graceful-shutdown.ts';
import { applyPageHeaders } from './page-headers.ts';
import { type AstroHandler, createRequestHandler } from './request-handler.ts';
import { securityHeaders } from './security-headers.ts';
import { createStaticSite } from './static-site.ts';
import { warmUp } from './warm-up.ts';

const DIST = process.env.DIST_DIR
  ? resolve(process.env.DIST_DIR)
  : fileURLToPath(new URL('../../../dist/', import.meta.url));
const HOST = process.env.HOST || 'localhost';
const PORT = Number(process.env.PORT || 4321);
const DEVELOPMENT = ['development', 'test'].includes(process.env.NODE_ENV ?? '');
const PRODUCTION = !DEVELOPMENT;
const urlOf = (host: string, port: number) =>
  `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
// In development the portal's own address defaults to where it listens; production must set
// SITE_URL (docs/decisions/0019-production-defaults.md).
if (DEVELOPMENT) process.env.SITE_URL ??= urlOf(HOST, PORT);

/**
 * The pages carry the address they were built for (canonical, og:url; dist/site.json from
 * astro.config.mjs). In production a build for another address than SITE_URL (a build without
 * SITE_URL says http://localhost:4321) must not be served: exit 1 naming both.
 */
function refuseBuildForAnotherSite(): void {
  let built: string;
  try {
    built = (JSON.parse(readFileSync(join(DIST, 'site.json'), 'utf8')) as { site: string }).site;
  } catch {
    return; // a build from before site.json: nothing to compare
  }
  const wanted = process.env.SITE_URL;
  if (!wanted || new URL(built).origin === new URL(wanted).origin) return;
  logger.fatal(
    { builtFor: built, siteUrl: wanted },
    `SITE_URL: the pages were built for ${built}, not ${wanted}; build again with SITE_URL=${wanted} npm run build`,
  );
  process.exit(1);
}

const importBuilt = <T>(path: string): Promise<T> =>
  import(pathToFileURL(join(DIST, path)).href) as Promise<T>;

/** One server process: static files, the API and Astro's on-demand pages. */
async function startServer(): Promise<void> {
  // The signal handlers come first: a stop while the bundles load or the warm-up runs is graceful.
  const server = createServer();
  const stopping = stopOnSignals(server, { log: logger });
  logger.info({ pid: process.pid }, 'starting');
  // The API bundle checks the whole environment first: every bad variable by name, exit 1.
  // The API goes straight to Hono; Astro's handler (and its copy of the API) serves pages only.
  const { apiListener, shutdownApi, checkConfig, ConfigError } =
    await importBuilt<typeof NodeApi>('api/node-api.mjs');
  stopping.useApi(shutdownApi);
  try {
    checkConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    logger.fatal({ problems: err.problems }, err.message);
    process.exit(1);
  }
  if (PRODUCTION) refuseBuildForAnotherSite();
  const { handler: astroHandler } = await importBuilt<{ handler: AstroHandler }>(
    'server/entry.mjs',
  );
  const site = await createStaticSite({ clientDir: join(DIST, 'client'), log: logger });
  const handler = createRequestHandler({
    securityHeaders: securityHeaders({ production: PRODUCTION }),
    pageHeaders: applyPageHeaders,
    site,
    astroHandler,
    apiListener,
    log: logger,
  });
  await warmUp(handler, logger, stopping);
  if (stopping.begun) return;
  server.on('request', handler);
  server.listen(PORT, HOST, () => {
    const base = urlOf(HOST, (server.address() as AddressInfo).port);
    logger.info({ url: base }, `ready at ${base}`);
  });
}

const WORKERS = process.env.DATABASE_URL
  ? Number(process.env.WEB_CONCURRENCY || availableParallelism())
  : 1;
if (cluster.isPrimary && WORKERS > 1) startCluster(WORKERS, logger);
else await startServer();
