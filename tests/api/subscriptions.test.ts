import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionList } from '~/domain/subscriptions/subscription-summary';
import { customers } from '~/server/db/schema/customers';
import { products } from '~/server/db/schema/products';
import { subscriptions as subscriptionTable } from '~/server/db/schema/subscriptions';
import { type TestApp, createTestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function list(scope?: string): Promise<SubscriptionList> {
  const res = await app.call(`/subscriptions${scope ? `?scope=${scope}` : ''}`);
  expect(res.status).toBe(200);
  return res.json();
}

describe('GET /subscriptions', () => {
  it('needs a login', async () => {
    app.clearCookies();
    const res = await app.call('/subscriptions');
    expect(res.status).toBe(401);
    expect((await res.json()).errorKey).toBe('not-logged-in');
  });

  it("lists Maija's four active subscriptions with Finnish labels", async () => {
    app.clearCookies();
    await app.login('maija.meikalainen@example.fi');
    const { today, subscriptions } = await list();
    expect(today).toBe('2026-11-21');
    expect(subscriptions.map((s) => s.subscriptionNumber)).toEqual([
      '2000001',
      '2000002',
      '2000003',
      '2000008',
    ]);
    const [paper, magazine, digi, weekend] = subscriptions;
    expect(paper?.statusLabel).toBe('Tilaus voimassa');
    expect(paper?.kindLabel).toBe('Jatkuva tilaus');
    expect(paper?.priceLabel).toMatch(/^\d+,\d\d\u00a0€ \/ 1 kk$/);
    expect(paper?.modules).toHaveLength(1);
    expect(magazine?.kindLabel).toBe('Määräaikainen');
    expect(magazine?.statusLabel).toMatch(
      /^Tilaus on määräaikainen ja se päättyy \d{1,2}\.\d{1,2}\.2027$/,
    );
    expect(digi?.statusLabel).toMatch(
      /^Tilaus on lopetettu tilausjakson loppuun ja se päättyy \d{1,2}\.12\.2026$/,
    );
    expect(weekend?.statusLabel).toBe('Tilaus voimassa');
  });

  it('shows the shared reading rights and no rights line for paper-only subscriptions', async () => {
    const { subscriptions } = await list();
    const byNumber = new Map(subscriptions.map((s) => [s.subscriptionNumber, s]));
    expect(byNumber.get('2000001')?.readingRightsLabel).toBe('2/3 vapaana (1 jaettu)');
    expect(byNumber.get('2000002')?.readingRightsLabel).toBeNull();
    expect(byNumber.get('2000001')?.notes).toEqual([]);
  });

  it('counts a company subscription by its paid readers', async () => {
    app.clearCookies();
    await app.login('yritys.admin@example.fi', { intent: 'b2b' });
    const [company] = (await list()).subscriptions;
    expect(company?.readingRightsLabel).toBe('6/10 vapaana (4 jaettu)');
    app.clearCookies();
    await app.login('maija.meikalainen@example.fi');
  });

  it('does not list add-on modules as subscriptions of their own', async () => {
    const { subscriptions } = await list();
    expect(subscriptions.map((s) => s.subscriptionNumber)).not.toContain('2000011');
  });

  it('lists the ended ones of the last 12 months only', async () => {
    const { subscriptions } = await list('ended');
    expect(subscriptions.map((s) => s.subscriptionNumber)).toEqual(['2000004']);
    expect(subscriptions[0]?.statusLabel).toBe('Päättynyt');
  });

  it('rejects an unknown scope with validation-failed', async () => {
    const res = await app.call('/subscriptions?scope=kaikki');
    expect(res.status).toBe(400);
    expect((await res.json()).errorKey).toBe('validation-failed');
  });

  it("never shows another customer's subscriptions", async () => {
    app.clearCookies();
    await app.login('pekka.virtanen@example.fi');
    expect((await list()).subscriptions).toEqual([]);
    expect((await list('ended')).subscriptions).toEqual([]);
  });

  it('shows the company subscription to the company admin in a b2b session only', async () => {
    app.clearCookies();
    await app.login('yritys.admin@example.fi', { intent: 'b2b' });
    expect((await list()).subscriptions.map((s) => s.subscriptionNumber)).toEqual(['2100001']);
    app.clearCookies();
    await app.login('yritys.admin@example.fi', { intent: 'b2c' });
    expect((await list()).subscriptions).toEqual([]);
  });
});

describe('GET /subscriptions?scope=ended order', () => {
  it('lists the most recently ended first', async () => {
    app.clearCookies();
    await app.login('maija.meikalainen@example.fi');
    // 2000004 ended three months ago; one that ended last month must come before it, and one
    // that ended six months ago after it, whatever their numbers.
    const [maija] = await app.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.customerNumber, '10000001'));
    const [product] = await app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'TMP-PAPERI'));
    const ended = (subscriptionNumber: string, endDate: string) => ({
      subscriptionNumber,
      customerId: maija!.id,
      productId: product!.id,
      status: 'FINISHED',
      subscriptionType: 'FIXED_TERM',
      productFormat: 'PAPER',
      startDate: '2025-01-01',
      endDate,
      periodStartDate: '2025-01-01',
      periodEndDate: endDate,
      priceCents: 8900,
      periodUnit: 'MONTHS',
      periodLength: 12,
      paymentMethod: 'EMAIL_INVOICE',
    });
    await app.db
      .insert(subscriptionTable)
      .values([ended('2000007', '2026-05-21'), ended('2000006', '2026-10-21')]);
    const res = await app.call('/subscriptions?scope=ended');
    const body: SubscriptionList = await res.json();
    expect(body.subscriptions.map((s) => s.subscriptionNumber)).toEqual([
      '2000006',
      '2000004',
      '2000007',
    ]);
    // The active list keeps the number order.
    expect((await list()).subscriptions.map((s) => s.subscriptionNumber)).toEqual([
      '2000001',
      '2000002',
      '2000003',
      '2000008',
    ]);
  });
});
