import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps, AuthContext } from '~/server/app-context';
import { billingOverview } from '~/server/api/payment-methods/billing-overview';
import { listSubscriptions } from '~/server/api/subscriptions/list-subscriptions';
import { subscriptions } from '~/server/db/schema/subscriptions';
import { type SubscriptionSeed, ensureSubscription } from '~/server/db/seed/seed-helpers';
import { readEnv } from '~/server/env';
import { createCustomer } from '../support/customer-factory';
import { TEST_ORIGIN, useTestApp } from '../support/test-app';

// Issue 13: the reads behind /laskut/laskutustavat and the subscription list send a fixed
// number of statements whatever the number of subscriptions (no query per subscription); since
// issue 33 item 4 each sends one.

const app = useTestApp();
let deps: AppDeps;
let statements = 0;

beforeAll(async () => {
  deps = {
    db: app.db,
    clock: app.clock,
    env: readEnv({ NODE_ENV: 'test', SITE_URL: TEST_ORIGIN }),
  };
  // Both drivers (PGlite, pg's pool) send every statement through their client's query().
  const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    statements++;
    return query(...args);
  };
});

/** A customer with `count` running subscriptions, as the session of an account would see it. */
async function customerWith(count: number, number: number): Promise<AuthContext> {
  const first = `${number}00`;
  const customerId = await createCustomer(app.db, {
    customerNumber: `9${number}`,
    subscriptionNumber: first,
  });
  const [template] = await app.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionNumber, first));
  if (!template) throw new Error('the factory made no subscription');
  for (let i = 1; i < count; i++) {
    await ensureSubscription(app.db, {
      ...(template as SubscriptionSeed),
      id: undefined,
      subscriptionNumber: `${number}${String(i).padStart(2, '0')}`,
    });
  }
  return {
    sessionId: 's',
    accountId: 'a',
    username: 'u',
    intent: 'b2c',
    customerIds: [customerId],
  };
}

async function counted<T>(read: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const before = statements;
  const result = await read();
  return { result, statements: statements - before };
}

describe('statements per read, at 1 and at 50 subscriptions', () => {
  it('GET /payment-methods reads in one statement', async () => {
    const one = await customerWith(1, 71);
    const fifty = await customerWith(50, 72);
    const small = await counted(() => billingOverview(deps, one));
    const large = await counted(() => billingOverview(deps, fifty));
    expect(small.result.subscriptions).toHaveLength(1);
    expect(large.result.subscriptions).toHaveLength(50);
    expect(small.statements).toBe(1);
    expect(large.statements).toBe(1);
  });

  it('GET /subscriptions reads in the same few statements', async () => {
    const one = await customerWith(1, 73);
    const fifty = await customerWith(50, 74);
    const small = await counted(() => listSubscriptions(deps, one, 'active'));
    const large = await counted(() => listSubscriptions(deps, fifty, 'active'));
    expect(small.result.subscriptions).toHaveLength(1);
    expect(large.result.subscriptions).toHaveLength(50);
    expect(small.statements).toBeGreaterThan(0);
    expect(small.statements).toBeLessThanOrEqual(1);
    expect(large.statements).toBe(small.statements);
  });
});
