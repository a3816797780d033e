import { createClock } from '../clock';
import { openDb } from '../db/client';
import { readEnv } from '../env';
import { applyCardDeadlines } from './card-deadlines';

// The nightly job of spec §4: every card-billed subscription whose card did not arrive by its
// deadline turns into a paper invoice with the fee. Run it with
//   npx tsx src/server/cards/apply-card-deadlines-cli.ts
// against DATABASE_URL (PostgreSQL), or against DATA_DIR while the server is stopped (the
// embedded PGlite belongs to one process). The cards page also applies a customer's own
// deadlines when it is read, so nobody sees a stale state in between.

const env = readEnv();
const handle = await openDb({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const expired = await applyCardDeadlines({
    db: handle.db,
    clock: createClock(env.PORTAL_NOW),
    env,
  });
  for (const e of expired) {
    console.info(`[cards] ${e.subscriptionNumber}: paper invoice, fee ${e.feeCents} cents`);
  }
  console.info(`[cards] ${expired.length} card deadline(s) applied`);
} finally {
  await handle.close();
}
