import cluster from 'node:cluster';
import type { Logger } from 'pino';
import { shutdownTimeoutMs } from './graceful-shutdown.ts';

/**
 * With PostgreSQL the portal is stateless, so it runs one process per core (WEB_CONCURRENCY to
 * override) behind the same port. The embedded PGlite belongs to one process: one server then.
 * On SIGTERM/SIGINT each worker stops gracefully; the primary exits when all have, 0 if all did.
 */
export function startCluster(workers: number, log: Logger): void {
  let stopping = false;
  let failed = false;
  const running = new Set<number>();
  // A worker still loading when the stop comes may die of the signal before its handlers are
  // installed: it never listened, so no request was lost, and that is a clean stop.
  const listened = new Set<number>();
  cluster.on('listening', (worker) => listened.add(worker.id));
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping) {
      log.error({ pid: worker.process.pid, code, signal }, 'a worker exited; starting another');
      cluster.fork();
      return;
    }
    const stoppedWhileLoading = signal !== null && !listened.has(worker.id);
    if (code !== 0 && !stoppedWhileLoading) failed = true;
    running.delete(worker.id);
    if (running.size === 0) process.exit(failed ? 1 : 0);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      for (const id of Object.keys(cluster.workers ?? {})) running.add(Number(id));
      log.info({ signal, workers: running.size }, 'stopping the workers');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      // Each worker keeps its own deadline; this one only guards against a worker that hangs.
      setTimeout(() => {
        log.error('workers still running past the deadline; exiting');
        process.exit(1);
      }, shutdownTimeoutMs() + 5_000).unref();
    });
  }
}
