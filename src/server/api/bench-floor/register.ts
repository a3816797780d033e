import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { accounts } from '../../db/schema/accounts';

/** Where the floor answers, under /api/v1; only with BENCH_FLOOR_ROUTE=true. */
const BENCH_FLOOR_PATH = '/bench/floor';

/**
 * The floor of `npm run bench:api` (issue 33 item 4): what this stack serves for a logged-in
 * request that passes the session check every route passes (requireAuth, its cache included)
 * and reads one row by its key. The real reads are measured against it in the same run. It
 * exists only when BENCH_FLOOR_ROUTE=true, and is not in the API document: no customer needs it.
 */
export function registerBenchFloorRoute(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  if (deps.env.BENCH_FLOOR_ROUTE !== 'true') return;
  app.use(BENCH_FLOOR_PATH, requireAuth(deps));
  app.get(BENCH_FLOOR_PATH, async (c) => {
    const [account] = await deps.db
      .select({ username: accounts.username })
      .from(accounts)
      .where(eq(accounts.id, c.get('auth').accountId));
    return c.json({ username: account?.username ?? null }, 200);
  });
}
