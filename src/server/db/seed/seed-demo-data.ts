import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '~/server/auth/password';
import type { Db } from '../client';
import { customers } from '../schema/customers';
import { seedCompany } from './seed-company';
import { seedDeliveryData } from './seed-delivery';
import { seedLeena } from './seed-leena';
import { seedMaija } from './seed-maija';
import { seedPekka } from './seed-pekka';
import { seedProducts } from './seed-products';

/** The one password of every demo account (/work/shared/DEMO-DATA.md). */
export const DEMO_PASSWORD = 'Demo-salasana-2026';

/** Presence of this customer means the demo data has been seeded. */
const SENTINEL_CUSTOMER_NUMBER = '10000001';

/**
 * Seeds the demo data of DEMO-DATA.md with every date relative to `today` ('yyyy-MM-dd',
 * Europe/Helsinki). Runs in one transaction: either everything is there or nothing is. A second
 * run finds the sentinel customer and changes nothing, so it is safe on every server start.
 */
export async function seedDemoData(db: Db, today: string): Promise<{ seeded: boolean }> {
  // The cheap check first, so a normal server start does not pay for the scrypt hash.
  if (await isSeeded(db)) {
    await seedDeliveryData(db, today);
    return { seeded: false };
  }
  // Hashed once, outside the transaction (scrypt takes ~50 ms): every demo account shares it.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const result = await db.transaction(async (tx) => {
    // Several server processes may start at once on one PostgreSQL; only one of them seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(72010002)`);
    if (await isSeeded(tx)) return { seeded: false };
    const productIds = await seedProducts(tx);
    await seedMaija(tx, today, passwordHash, productIds);
    await seedPekka(tx, today, passwordHash, productIds);
    await seedCompany(tx, today, passwordHash, productIds);
    await seedLeena(tx, today, passwordHash, productIds);
    return { seeded: true };
  });
  await seedDeliveryData(db, today);
  return result;
}

async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.customerNumber, SENTINEL_CUSTOMER_NUMBER));
  return rows.length > 0;
}
