// Stopping the Node server on SIGTERM/SIGINT without cutting requests short: stop accepting,
// let the requests in flight finish, close idle keep-alive connections, stop the API (job timers,
// database, data-folder lock), exit 0. Past the deadline, exit 1.
import type { Server } from 'node:http';
import type { Logger } from 'pino';

/** The API's shutdown (src/server/runtime.ts): readiness 503, jobs stopped, drain awaited, database closed. */
export type ShutdownApi = (drain: () => Promise<void>) => Promise<void>;

/** SHUTDOWN_TIMEOUT_SECONDS (src/server/env.ts), default 10 s. */
export function shutdownTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const seconds = Number(env.SHUTDOWN_TIMEOUT_SECONDS || 10);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 10) * 1000;
}

/** Resolves when the server has closed: every connection ended after its last answer. */
function drain(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // A keep-alive connection becomes idle when its last answer is sent; close it then.
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.once('close', () => clearInterval(sweep));
  });
}

/** What the server process tells its signal handlers as it starts. */
export interface Stopping {
  /** The API's shutdown, once its bundle has loaded (until then a stop only drains). */
  useApi(shutdownApi: ShutdownApi): void;
  /** Whether a stop has begun: a server still starting must not open its port then. */
  readonly begun: boolean;
}

/**
 * Installs the signal handlers of one server process, first thing at start: a stop signal that
 * comes while the process still loads or warms up (a cluster stopped while a worker starts) is
 * a graceful stop with exit 0, not a kill. `shutdownApi(drain)` is the API's
 * (src/server/runtime.ts): it marks readiness 503, stops the jobs, awaits the drain and closes
 * the database.
 */
export function stopOnSignals(
  server: Server,
  { log, timeoutMs = shutdownTimeoutMs() }: { log: Logger; timeoutMs?: number },
): Stopping {
  let stopping = false;
  let shutdownApi: ShutdownApi | null = null;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, timeoutMs }, 'stopping: finishing the requests in flight');
    const deadline = setTimeout(() => {
      log.error({ timeoutMs }, 'stopping: requests still open at the deadline; exiting');
      process.exit(1);
    }, timeoutMs);
    try {
      const closed = () => drain(server);
      await (shutdownApi ? shutdownApi(closed) : closed());
      clearTimeout(deadline);
      log.info('stopped');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'stopping failed');
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));
  return {
    useApi: (shutdown) => {
      shutdownApi = shutdown;
    },
    get begun() {
      return stopping;
    },
  };
}
