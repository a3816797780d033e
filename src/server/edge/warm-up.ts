import { type RequestListener, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Stopping } from './graceful-shutdown.ts';

/**
 * Before the port opens, on a loopback listener of its own: the first API call opens the
 * database (migrates, seeds) and proves it answers; the first on-demand page loads Astro's page
 * modules (3.6 s for /auth/login on the CI machine). A visitor never waits for either, and
 * readiness on the real port means both are done. Exits 1 when the API does not answer, unless a
 * stop has begun meanwhile (readiness then answers 503 on purpose).
 */
export async function warmUp(
  handler: RequestListener,
  log: Logger,
  stopping: Pick<Stopping, 'begun'>,
): Promise<void> {
  const warm = createServer(handler);
  await new Promise<void>((listening) => warm.listen(0, '127.0.0.1', listening));
  const base = `http://127.0.0.1:${(warm.address() as AddressInfo).port}`;
  const get = (path: string) =>
    fetch(`${base}${path}`).then(
      (res) => ({ status: res.status, ok: res.ok, err: undefined }),
      (err: unknown) => ({ status: undefined, ok: false, err }),
    );
  try {
    const ready = await get('/api/v1/health/ready');
    if (stopping.begun) return;
    if (!ready.ok) {
      log.fatal({ status: ready.status, err: ready.err }, 'the API did not start');
      process.exit(1);
    }
    const page = await get('/auth/login');
    if (!page.ok) {
      log.warn(
        { status: page.status, err: page.err },
        'the login page did not render while warming up',
      );
    }
  } finally {
    warm.closeAllConnections();
    await new Promise((closed) => warm.close(closed));
  }
}
