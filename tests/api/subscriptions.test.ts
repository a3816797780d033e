import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SubscriptionList } from '~/domain/subscriptions/subscription-summary';
import { customers } from '~/server/db/schema/customers';
import { products } from '~/server/db/schema/products';
import { subscriptions as subscriptionTable } from '~/server/db/schema/subscriptions';
import { useTestApp } from '../support/test-app';

const app = useTestApp();

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
    expect([paper?.badge, paper?.familyId]).toEqual(['active', 'paivan-sanomat']);
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
    // Each status with its badge: one running, two ending (issue 34).
    expect(subscriptions.map((s) => s.badge)).toEqual(['active', 'ending', 'ending', 'active']);
  });

  it('shows the shared reading rights and no rights line for paper-only subscriptions', async () => {
    const { subscriptions } = await list();
    const byNumber = new Map(subscriptions.map((s) => [s.subscriptionNumber, s]));
    expect(byNumber.get('2000001')?.readingRightsLabel).toBe('2/3 vapaana (1 jaettu)');
    // The meter's numbers: Matti has claimed the shared one (issue 34).
    expect(byNumber.get('2000001')?.readingRights).toEqual({ total: 3, claimed: 1, pending: 0 });
    expect(byNumber.get('2000002')?.readingRightsLabel).toBeNull();
    expect(byNumber.get('2000002')?.readingRights).toBeNull();
    expect(byNumber.get('2000001')?.notes).toEqual([]);
  });

  it('counts a company subscription by its paid readers', async () => {
    app.clearCookies();
    await app.login('yritys.admin@example.fi', { intent: 'b2b' });
    const [company] = (await list()).subscriptions;
    expect(company?.readingRightsLabel).toBe('6/10 vapaana (4 jaettu)');
    expect(company?.readingRights).toEqual({ total: 10, claimed: 4, pending: 0 });
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

describe('GET /subscriptions add-on offers', () => {
  const offersOf = (l: SubscriptionList, number: string) =>
    l.subscriptions.find((s) => s.subscriptionNumber === number)?.addOnOffers;

  it('offers on each running card the add-ons not yet ordered, with price and order link', async () => {
    app.clearCookies();
    await app.login('maija.meikalainen@example.fi');
    const l = await list();
    // 2000001 already has Sudoku; the weekend paper of the same family has neither.
    expect(offersOf(l, '2000001')).toEqual([
      {
        productCode: 'PS-RISTIKKO',
        name: 'Ristikkolisä',
        priceLabel: '3,50\u00a0€ / 1 kk',
        href:
          '/tilaukset/lisatilaukset?tilaus=2000001&modal=lisatilaus&tuote=PS-RISTIKKO' +
          '&aid=PS-RISTIKKO&highlightAid=PS-RISTIKKO',
      },
    ]);
    expect(offersOf(l, '2000008')?.map((o) => o.name)).toEqual(['Ristikkolisä', 'Sudoku-lisäosa']);
    // A magazine whose family sells no add-ons, and a cancelled subscription.
    expect(offersOf(l, '2000002')).toEqual([]);
    expect(offersOf(l, '2000003')).toEqual([]);
  });

  it('offers nothing on ended subscriptions or to a company', async () => {
    for (const s of (await list('ended')).subscriptions) expect(s.addOnOffers).toEqual([]);
    app.clearCookies();
    await app.login('yritys.admin@example.fi', { intent: 'b2b' });
    expect((await list()).subscriptions[0]?.addOnOffers).toEqual([]);
    app.clearCookies();
    await app.login('maija.meikalainen@example.fi');
  });

  it('stops offering an add-on once ordered, and offers a cancelled one again', async () => {
    const [main] = await app.db
      .select()
      .from(subscriptionTable)
      .where(eq(subscriptionTable.subscriptionNumber, '2000001'));
    const [ristikko] = await app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'PS-RISTIKKO'));
    await app.db.insert(subscriptionTable).values({
      ...main!,
      id: undefined,
      createdAt: undefined,
      subscriptionNumber: '2000030',
      parentSubscriptionId: main!.id,
      productId: ristikko!.id,
      status: 'PENDING',
      priceCents: 350,
    });
    expect(offersOf(await list(), '2000001')).toEqual([]);
    await app.db
      .update(subscriptionTable)
      .set({ status: 'CANCELLED' })
      .where(eq(subscriptionTable.subscriptionNumber, '2000030'));
    expect(offersOf(await list(), '2000001')?.map((o) => o.productCode)).toEqual(['PS-RISTIKKO']);
  });
});

describe('GET /subscriptions notes', () => {
  it('shows address-change and in-app tags, and where Ruutu, Supla and app-store orders are managed', async () => {
    const [maija] = await app.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.customerNumber, '10000001'));
    const [ruutu, supla] = await app.db
      .insert(products)
      .values(
        (['RUUTU', 'SUPLA'] as const).map((marker) => ({
          code: `${marker}-PLUS`,
          familyId: marker.toLowerCase(),
          familyName: marker,
          name: `${marker} Plus`,
          productName: `${marker} Plus`,
          slug: `${marker.toLowerCase()}-plus`,
          productGroup: 'MAGAZINE',
          productFormat: 'DIGI',
          publicationDays: [1, 2, 3, 4, 5, 6, 7],
          externallyManaged: marker,
        })),
      )
      .returning({ id: products.id });
    const [digi] = await app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'PS-DIGI'));
    const running = (subscriptionNumber: string, productId: string, tags: string[] = []) => ({
      subscriptionNumber,
      customerId: maija!.id,
      productId,
      status: 'ACTIVE',
      subscriptionType: 'RECURRING',
      productFormat: 'DIGI',
      startDate: '2026-01-01',
      periodStartDate: '2026-11-01',
      periodEndDate: '2026-11-30',
      priceCents: 990,
      periodUnit: 'MONTHS',
      periodLength: 1,
      paymentMethod: 'CREDIT_CARD',
      tags,
    });
    await app.db
      .insert(subscriptionTable)
      .values([
        running('2000040', ruutu!.id),
        running('2000041', supla!.id),
        running('2000042', digi!.id, ['APPLE_IN_APP']),
        running('2000043', digi!.id, ['GOOGLE_IN_APP', 'UPCOMING_ADDRESS_CHANGE']),
        running('2000044', digi!.id, ['ADDRESS_CHANGE']),
      ]);
    const byNumber = new Map((await list()).subscriptions.map((s) => [s.subscriptionNumber, s]));
    expect(byNumber.get('2000040')?.notes).toEqual([
      'Tätä tilausta hallitaan Ruudun omassa asiointipalvelussa.',
    ]);
    expect(byNumber.get('2000041')?.notes).toEqual([
      'Tätä tilausta hallitaan Suplan omassa asiointipalvelussa.',
    ]);
    expect(byNumber.get('2000042')?.notes).toEqual([
      'Ostettu App Storesta',
      'Tätä tilausta hallitaan sovelluskaupassa, josta se on ostettu.',
    ]);
    expect(byNumber.get('2000043')?.notes).toEqual([
      'Ostettu Google Playsta',
      'Tuleva osoitteenmuutos',
      'Tätä tilausta hallitaan sovelluskaupassa, josta se on ostettu.',
    ]);
    expect(byNumber.get('2000044')?.notes).toEqual(['Osoitteenmuutos voimassa']);
    // Managed elsewhere: no add-on offers here, even where the family sells add-ons.
    expect(byNumber.get('2000042')?.addOnOffers).toEqual([]);
    expect(byNumber.get('2000044')?.addOnOffers.map((o) => o.productCode)).toEqual([
      'PS-RISTIKKO',
      'PS-SUDOKU',
    ]);
  });
});
