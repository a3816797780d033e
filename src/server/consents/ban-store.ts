import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { marketingBans } from '../db/schema/marketing-bans';

/** The customer's marketing ban, or null. */
export async function findMarketingBan(db: Db, customerId: string) {
  const [row] = await db
    .select()
    .from(marketingBans)
    .where(eq(marketingBans.customerId, customerId));
  return row ?? null;
}
