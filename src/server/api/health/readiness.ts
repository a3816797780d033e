import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { HttpError } from '../../http/http-error';
import { logger } from '../../log/logger';

/** A database that does not answer within this is as good as down for a load balancer. */
const PING_TIMEOUT_MS = 2_000;

const unavailable = (errorKey: 'shutting-down' | 'database-unavailable') =>
  new HttpError(503, errorKey);

/** Throws 503 `shutting-down` or `database-unavailable` unless the server can take requests. */
export async function checkReadiness({ db, shuttingDown }: AppDeps): Promise<void> {
  if (shuttingDown?.()) throw unavailable('shutting-down');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } catch (err) {
    logger.warn({ err }, 'readiness: the database did not answer');
    throw unavailable('database-unavailable');
  } finally {
    clearTimeout(timer);
  }
}
