import { PollingError } from './api-errors';

/** §9: polling default 5 attempts. */
const DEFAULT_ATTEMPTS = 5;
// The spec gives the interval in seconds but no value; 2 s keeps 5 attempts within ~10 s of waiting.
const DEFAULT_INTERVAL_SECONDS = 2;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Repeats `request` until `until` holds for its answer, waiting between attempts (not before the
 * first or after the last). A failing request rejects at once: the client makes no retries.
 */
export async function poll<T>(
  request: () => Promise<T>,
  until: (value: T) => boolean,
  opts: { attempts?: number; intervalSeconds?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  const {
    attempts = DEFAULT_ATTEMPTS,
    intervalSeconds = DEFAULT_INTERVAL_SECONDS,
    sleep = wait,
  } = opts;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const value = await request();
    if (until(value)) return value;
    if (attempt < attempts) await sleep(intervalSeconds * 1000);
  }
  throw new PollingError(attempts);
}
