// Serves the built portal: static files (sirv, pre-compressed twins, cache headers), the API to
// Hono directly, Astro's handler for on-demand pages; stops gracefully. See
// docs/decisions/0002-own-node-server.md and docs/operations.md.
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { logger } from '../src/server/log/logger.ts';
import { shutdownTimeoutMs, stopOnSignals } from './lib/graceful-shutdown.mjs';
import { createRequestHandler } from './lib/request-handler.mjs';
import { createStaticSite } from './lib/static-site.mjs';
import { applyPageHeaders } from './lib/page-headers.mjs';

const DIST = process.env.DIST_DIR
  ? resolve(process.env.DIST_DIR)
  : fileURLToPath(new URL('../dist/', import.meta.url));
const HOST = process.env.HOST || 'localhost';
const PORT = Number(process.env.PORT || 4321);
const DEVELOPMENT = ['development', 'test'].includes(process.env.NODE_ENV ?? '');
const PRODUCTION = !DEVELOPMENT;
// In development the portal's own address defaults to where it listens; production must set
// SITE_URL (docs/decisions/0019-production-defaults.md).
if (DEVELOPMENT)
  process.env.SITE_URL ??= `http://${HOST.includes(':') ? `[${HOST}]` : HOST}:${PORT}`;

/** Headers on every answer; pages also carry Astro's CSP meta for scripts and styles. */
function securityHeaders(res) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  if (PRODUCTION) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

/**
 * The pages carry the address they were built for (canonical, og:url; dist/site.json from
 * astro.config.mjs). In production a build for another address than SITE_URL (a build without
 * SITE_URL says http://localhost:4321) must not be served: exit 1 naming both.
 */
function refuseBuildForAnotherSite() {
  let built;
  try {
    built = JSON.parse(readFileSync(join(DIST, 'site.json'), 'utf8')).site;
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

/** One server process: static files, the API and Astro's on-demand pages. */
async function startServer() {
  // The API bundle checks the whole environment first: every bad variable by name, exit 1.
  // The API goes straight to Hono; Astro's handler (and its copy of the API) serves pages only.
  const { apiListener, shutdownApi, checkConfig, ConfigError } = await import(
    pathToFileURL(join(DIST, 'api/node-api.mjs')).href
  );
  try {
    checkConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    logger.fatal({ problems: err.problems }, err.message);
    process.exit(1);
  }
  if (PRODUCTION) refuseBuildForAnotherSite();
  const { handler: astroHandler } = await import(
    pathToFileURL(join(DIST, 'server/entry.mjs')).href
  );
  const site = await createStaticSite({ clientDir: join(DIST, 'client'), log: logger });
  const handler = createRequestHandler({
    securityHeaders,
    pageHeaders: applyPageHeaders,
    site,
    astroHandler,
    apiListener,
    log: logger,
  });
  await warmUp(handler);
  const server = createServer(handler);
  stopOnSignals(server, { shutdownApi, log: logger });
  server.listen(PORT, HOST, () => {
    const { port } = server.address();
    const base = `http://${HOST.includes(':') ? `[${HOST}]` : HOST}:${port}`;
    logger.info({ url: base }, `ready at ${base}`);
  });
}

/**
 * Before the port opens, on a loopback listener of its own: the first API call opens the
 * database (migrates, seeds) and proves it answers; the first on-demand page loads Astro's page
 * modules (3.6 s for /auth/login on the CI machine). A visitor never waits for either, and
 * readiness on the real port means both are done.
 */
async function warmUp(handler) {
  const warm = createServer(handler);
  await new Promise((listening) => warm.listen(0, '127.0.0.1', listening));
  const base = `http://127.0.0.1:${warm.address().port}`;
  try {
    const ready = await fetch(`${base}/api/v1/health/ready`).catch((err) => err);
    if (!ready?.ok) {
      logger.fatal(
        { status: ready?.status, err: ready instanceof Error ? ready : undefined },
        'the API did not start',
      );
      process.exit(1);
    }
    const page = await fetch(`${base}/auth/login`).catch((err) => err);
    if (!page?.ok) {
      logger.warn(
        { status: page?.status, err: page instanceof Error ? page : undefined },
        'the login page did not render while warming up',
      );
    }
  } finally {
    warm.closeAllConnections();
    await new Promise((closed) => warm.close(closed));
  }
}

/**
 * With PostgreSQL the portal is stateless, so it runs one process per core (WEB_CONCURRENCY to
 * override) behind the same port. The embedded PGlite belongs to one process: one server then.
 * On SIGTERM/SIGINT each worker stops gracefully; the primary exits when all have, 0 if all did.
 */
function startCluster(workers) {
  let stopping = false;
  let failed = false;
  const running = new Set();
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping) {
      logger.error({ pid: worker.process.pid, code, signal }, 'a worker exited; starting another');
      cluster.fork();
      return;
    }
    if (code !== 0) failed = true;
    running.delete(worker.id);
    if (running.size === 0) process.exit(failed ? 1 : 0);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      for (const id of Object.keys(cluster.workers ?? {})) running.add(Number(id));
      logger.info({ signal, workers: running.size }, 'stopping the workers');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      // Each worker keeps its own deadline; this one only guards against a worker that hangs.
      setTimeout(() => {
        logger.error('workers still running past the deadline; exiting');
        process.exit(1);
      }, shutdownTimeoutMs() + 5_000).unref();
    });
  }
}

const WORKERS = process.env.DATABASE_URL
  ? Number(process.env.WEB_CONCURRENCY || availableParallelism())
  : 1;
if (cluster.isPrimary && WORKERS > 1) startCluster(WORKERS);
else await startServer();
