import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidBusinessId, isValidFinnishReference } from '~/domain/validation/finnish-ids';
import { SUBSCRIPTION_NUMBER } from '~/domain/validation/subscription-number';
import type { DbHandle } from '~/server/db/client';
import { rowsOf } from '~/server/db/migrate';
import { buildScaleSet } from '../../scripts/lib/scale-set.mjs';
import { openTestDb } from '../support/test-db';
import { TEST_NOW } from '../support/test-now';

// The publisher-sized set of `npm run bench:scale` (issue 33 item 1), built small on the demo
// data: what it makes must be data the portal itself would accept.

const SCALE = 0.001; // 500 customers, 1,000 main subscriptions
let handle: DbHandle;
const steps: string[] = [];
let counts: Record<string, number>;

const query = async <T = Record<string, unknown>>(text: string): Promise<T[]> =>
  rowsOf<T>(await handle.db.execute(sql.raw(text)));

beforeAll(async () => {
  handle = await openTestDb({ seeded: true });
  counts = await buildScaleSet(query, {
    scale: SCALE,
    today: TEST_NOW.slice(0, 10),
    log: (line: string) => steps.push(line.split(':')[0] ?? ''),
  });
}, 120_000);

afterAll(async () => {
  await handle.close();
});

describe('the scale set', () => {
  it('adds the customers and subscriptions of its scale beside the demo data', async () => {
    const [made] = await query<{ customers: number; companies: number; mains: number }>(
      `select (select count(*)::int from customers where customer_number like '4%') as customers,
              (select count(*)::int from companies c join customers k on k.id = c.customer_id
                where k.customer_number like '4%') as companies,
              (select count(*)::int from subscriptions where subscription_number like '5%') as mains`,
    );
    expect(made).toEqual({ customers: 500, companies: 50, mains: 1000 });
    const [maija] = await query<{ n: number }>(
      `select count(*)::int as n from subscriptions s join customers c on c.id = s.customer_id
       where c.customer_number = '10000001'`,
    );
    expect(maija?.n).toBe(7);
    expect(counts.invoices).toBeGreaterThan(1000 * 6);
    expect(steps).toContain('invoices');
  });

  it('numbers everything as the portal validates it', async () => {
    const customers = await query<{ n: string }>(
      `select customer_number as n from customers where customer_number like '4%'`,
    );
    expect(customers.every(({ n }) => /^\d{8,9}$/.test(n))).toBe(true);
    const subscriptions = await query<{ n: string }>(
      `select subscription_number as n from subscriptions`,
    );
    expect(subscriptions.every(({ n }) => SUBSCRIPTION_NUMBER.test(n))).toBe(true);
    const businessIds = await query<{ id: string }>(`select business_id as id from companies`);
    expect(businessIds.filter(({ id }) => !isValidBusinessId(id))).toEqual([]);
    const references = await query<{ ref: string }>(
      `select reference_number as ref from invoices where invoice_number like '7%'`,
    );
    expect(references.length).toBeGreaterThan(0);
    expect(references.filter(({ ref }) => !isValidFinnishReference(ref))).toEqual([]);
  });

  it("pays by card only with the subscriber's own card, and shares only its own rights", async () => {
    const [foreign] = await query<{ n: number }>(
      `select count(*)::int as n from subscriptions s join payment_cards c on c.id = s.payment_card_id
       where c.customer_id <> s.customer_id`,
    );
    expect(foreign?.n).toBe(0);
    const [mismatched] = await query<{ n: number }>(
      `select count(*)::int as n from reading_rights r
       join subscriptions s on s.id = r.subscription_id
       join account_customers ac on ac.account_id = r.inviter_account_id
       where ac.customer_id <> s.customer_id`,
    );
    expect(mismatched?.n).toBe(0);
  });

  it('leaves no helper behind and refuses to be built twice', async () => {
    const schemas = await query(`select 1 from pg_namespace where nspname = 'scale_set'`);
    expect(schemas).toEqual([]);
    await expect(buildScaleSet(query, { scale: SCALE, today: '2026-11-21' })).rejects.toThrow(
      'already holds a scale set',
    );
  });
});
