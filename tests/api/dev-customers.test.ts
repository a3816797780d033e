import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FreshCustomer } from '~/domain/dev-customers/fresh-customer';
import type { SubscriptionList } from '~/domain/subscriptions/subscription-summary';
import { createApi } from '~/server/app';
import { readEnv } from '~/server/env';
import { json } from '../support/json';
import { TEST_ORIGIN, type TestApp, createTestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const make = (body: unknown) => app.call('/dev/customers', { method: 'POST', body });

describe('POST /dev/customers', () => {
  it('creates a customer of its own that logs in with the demo password', async () => {
    const res = await make({ subscriptions: ['WEEKEND_PAPER'] });
    expect(res.status, await res.clone().text()).toBe(201);
    const made = await json<FreshCustomer>(res);
    expect(made.username).toMatch(/^testi\.8\d{7}@example\.fi$/);
    expect(made.subscriptionNumbers).toHaveLength(1);
    expect((await app.login(made.username)).status).toBe(200);
    const list = await json<SubscriptionList>(await app.call('/subscriptions'));
    expect(list.subscriptions.map((s) => s.subscriptionNumber)).toEqual(made.subscriptionNumbers);
    expect(list.subscriptions[0]).toMatchObject({
      productName: 'Päivän Sanomat Viikonloppu',
      priceCents: 2490,
    });
  });

  it('gives every call new numbers', async () => {
    const [a, b] = await Promise.all([
      make({ subscriptions: ['WEEKEND_PAPER'] }).then((r) => json<FreshCustomer>(r)),
      make({ subscriptions: ['WEEKEND_PAPER', 'WEEKEND_PAPER'] }).then((r) =>
        json<FreshCustomer>(r),
      ),
    ]);
    const numbers = [...a.subscriptionNumbers, ...b.subscriptionNumbers];
    expect(new Set(numbers).size).toBe(3);
    expect(a.customerNumber).not.toBe(b.customerNumber);
    expect(a.username).not.toBe(b.username);
  });

  it('refuses an unknown kind of subscription', async () => {
    const res = await make({ subscriptions: ['YACHT'] });
    expect(res.status).toBe(400);
    expect((await res.json()).errorKey).toBe('validation-failed');
  });

  it('does not exist in production', async () => {
    const prod = createApi({
      db: app.db,
      clock: app.clock,
      env: readEnv({ NODE_ENV: 'production', SITE_URL: TEST_ORIGIN }),
    });
    const res = await prod.fetch(
      new Request(`${TEST_ORIGIN}/api/v1/dev/customers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify({ subscriptions: ['WEEKEND_PAPER'] }),
      }),
    );
    expect(res.status).toBe(404);
    expect((await res.json()).errorKey).toBe('not-found');
  });
});
