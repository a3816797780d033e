import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AnonymousPreview,
  CancellationPreview,
  CancellationResult,
  OfferAccepted,
} from '~/domain/cancellation/cancellation-views';
import type { KaikkiReceipt } from '~/domain/cancellation/kaikki-notice';
import { createApi } from '~/server/app';
import {
  cancellations,
  kaikkiCancellationNotices,
  retentionDiscounts,
  retentionOfferEvents,
} from '~/server/db/schema/cancellations';
import { productChangeRequests } from '~/server/db/schema/product-changes';
import { products } from '~/server/db/schema/products';
import { subscriptions } from '~/server/db/schema/subscriptions';
import { auditLog, outbox } from '~/server/db/schema/system';
import { linkAccount } from '~/server/db/seed/seed-helpers';
import { readEnv } from '~/server/env';
import { extendPeriod } from '~/server/db/extend-period';
import { addDays, formatDate } from '~/domain/shared/dates';
import { createAccount, createCustomer } from '../support/customer-factory';
import { TEST_ORIGIN, useTestApp } from '../support/test-app';
import { json } from '../support/json';
import { underSubscription } from '../support/subscription-path';

const MAIJA = 'maija.meikalainen@example.fi';
const PEKKA = 'pekka.virtanen@example.fi';
const OTHER = 'toinen.asiakas@example.fi';
const EXPORT_TOKEN = 'henkilokunnan-vientiavain-0123456789';

const app = useTestApp();

const preview = (n: string, addOn?: string) =>
  app.call(`/subscriptions/${n}/cancellation/preview${addOn ? `?addOn=${addOn}` : ''}`);
const cancel = (body: Record<string, unknown>) =>
  app.call(...underSubscription('cancellation', 'POST', body));

async function subscriptionRow(number: string) {
  const [row] = await app.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionNumber, number));
  if (!row) throw new Error(`no subscription ${number}`);
  return row;
}

async function productId(code: string): Promise<string> {
  const [row] = await app.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, code));
  return row?.id ?? '';
}

async function countRows(table: typeof cancellations | typeof outbox | typeof auditLog) {
  const [row] = await app.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** A child subscription of `main` with the given product and dates. */
async function addOnOf(main: string, number: string, productCode: string, startDate: string) {
  const parent = await subscriptionRow(main);
  await app.db.insert(subscriptions).values({
    subscriptionNumber: number,
    customerId: parent.customerId,
    parentSubscriptionId: parent.id,
    productId: await productId(productCode),
    status: startDate > '2026-11-21' ? 'PENDING' : 'ACTIVE',
    subscriptionType: 'RECURRING',
    productFormat: 'DIGI',
    startDate,
    periodStartDate: startDate,
    periodEndDate: parent.periodEndDate,
    priceCents: 500,
    periodUnit: 'MONTHS',
    periodLength: 1,
    paymentMethod: parent.paymentMethod,
  });
}

beforeAll(async () => {
  // Another private customer with the same newspaper, for the 404 and the offers.
  const other = await createCustomer(app.db, {
    customerNumber: '300000010',
    subscriptionNumber: '3100010',
    contactEmail: OTHER,
    subscription: { productId: await productId('PS-7PV'), productFormat: 'PAPER_AND_DIGI' },
  });
  await createCustomer(app.db, {
    customerNumber: '300000011',
    subscriptionNumber: '3100011',
    subscription: { productId: await productId('PS-7PV'), productFormat: 'PAPER_AND_DIGI' },
  });
  await linkAccount(app.db, await createAccount(app.db, OTHER), other, 'OWNER');
  await createCustomer(app.db, {
    customerNumber: '300000012',
    subscriptionNumber: '3100012',
  }).then(async (id) => {
    const [account] = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, id));
    await app.db
      .update(subscriptions)
      .set({ customerId: other })
      .where(eq(subscriptions.id, account?.id ?? ''));
  });
  // A video-service module, a module of Ruutu's and an uncancellable product.
  await app.db.insert(products).values([
    {
      code: 'PS-RUUTU-PLUS',
      familyId: 'paivan-sanomat',
      familyName: 'Päivän Sanomat',
      name: 'Ruutu+ lisäosa',
      productName: 'Päivän Sanomat Ruutu+',
      slug: 'ruutu-plus',
      productGroup: 'NEWSPAPER',
      productFormat: 'DIGI',
      isModule: true,
      publicationDays: [1, 2, 3, 4, 5, 6, 7],
    },
    {
      code: 'SUPLA-TEST',
      familyId: 'supla',
      familyName: 'Supla',
      name: 'Supla+',
      productName: 'Supla+',
      slug: 'supla',
      productGroup: 'MAGAZINE',
      productFormat: 'DIGI',
      publicationDays: [1],
      externallyManaged: 'SUPLA',
    },
    {
      code: 'EI-LOPETETTAVA',
      familyId: 'hameen-viesti',
      familyName: 'Hämeen Viesti',
      name: 'Hämeen Viesti kestotilaus',
      productName: 'Hämeen Viesti kestotilaus',
      slug: 'hv-kesto',
      productGroup: 'NEWSPAPER',
      productFormat: 'PAPER',
      publicationDays: [1, 2, 3, 4, 5, 6],
      cancellable: false,
    },
  ]);
  const maijaId = (await subscriptionRow('2000001')).customerId;
  const extra = [
    { n: '2000091', code: 'SUPLA-TEST', status: 'ACTIVE' as const },
    { n: '2000092', code: 'EI-LOPETETTAVA', status: 'ACTIVE' as const },
    { n: '2000093', code: 'HV-6PV', status: 'ACTIVE_ORDER_BEING_RENEWED' as const },
  ];
  for (const e of extra) {
    await app.db.insert(subscriptions).values({
      subscriptionNumber: e.n,
      customerId: maijaId,
      productId: await productId(e.code),
      status: e.status,
      subscriptionType: 'RECURRING',
      productFormat: 'PAPER',
      startDate: '2025-01-01',
      periodStartDate: '2026-11-01',
      periodEndDate: '2026-11-30',
      priceCents: 1990,
      periodUnit: 'MONTHS',
      periodLength: 1,
      paymentMethod: 'EMAIL_INVOICE',
    });
  }
  await addOnOf('2000001', '2000094', 'PS-RUUTU-PLUS', '2026-10-01');
  await addOnOf('2000001', '2000095', 'PS-RISTIKKO', '2026-11-21');
  await addOnOf('2000001', '2000096', 'PS-RISTIKKO', '2026-12-01');
});

describe('logged out', () => {
  it('answers 401 to the logged-in routes', async () => {
    app.clearCookies();
    expect((await preview('2000001')).status).toBe(401);
    expect((await cancel({ subscriptionNumber: '2000001' })).status).toBe(401);
  });
});

describe('preview and blocks (Maija)', () => {
  beforeAll(async () => {
    expect((await app.login(MAIJA)).status).toBe(200);
  });

  it('shows the end of the current period, the add-ons and the offers of 2000001', async () => {
    const res = await preview('2000001');
    expect(res.status).toBe(200);
    const body = await json<CancellationPreview>(res);
    expect(body).toMatchObject({
      kind: 'MAIN',
      allowed: true,
      block: null,
      endDate: '2026-12-11',
      endDateLabel: '11.12.2026',
      canSuspend: true,
    });
    expect(body.addOns.map((a) => a.subscriptionNumber)).toContain('2000011');
    expect(body.addOns.every((a) => a.endDateLabel === '11.12.2026')).toBe(true);
    expect(body.offers.map((o) => o.kind)).toEqual(['DISCOUNT', 'SWITCH_TO_DIGITAL', 'SUSPEND']);
    expect(body.noticeTexts[0]).toContain('30 päivää tai nykyisen tilausjakson loppuun');
    expect(body.readingRightsText).toContain(
      'Digilehden lukuoikeutesi on voimassa 11.12.2026 asti',
    );
  });

  it.each([
    ['2000002', 'cancellation-overdue-invoice'],
    ['2000003', 'subscription-already-cancelled'],
    ['2000004', 'subscription-ended'],
    ['2000091', 'cancellation-managed-elsewhere'],
    ['2000092', 'cancellation-not-allowed-for-product'],
    ['2000093', 'cancellation-order-being-renewed'],
  ])('refuses %s with %s, in the preview and on confirming', async (number, key) => {
    const before = await subscriptionRow(number);
    const body = await json<CancellationPreview>(await preview(number));
    expect(body.allowed).toBe(false);
    expect(body.block?.errorKey).toBe(key);
    expect(body.offers).toEqual([]);
    const res = await cancel({ subscriptionNumber: number, reason: 'CANNOT_AFFORD' });
    expect(res.status).toBe(409);
    expect((await json<{ errorKey: string }>(res)).errorKey).toBe(key);
    expect(await subscriptionRow(number)).toEqual(before);
  });

  it("answers 404 for another customer's subscription and changes nothing", async () => {
    const before = await subscriptionRow('3100010');
    expect((await preview('3100010')).status).toBe(404);
    const res = await cancel({ subscriptionNumber: '3100010' });
    expect(res.status).toBe(404);
    expect((await json<{ errorKey: string }>(res)).errorKey).toBe('subscription-not-found');
    expect(await subscriptionRow('3100010')).toEqual(before);
  });

  it('rejects bad input with 400 and changes nothing', async () => {
    const cancelled = await countRows(cancellations);
    for (const body of [
      { subscriptionNumber: '12' },
      { subscriptionNumber: '2000001', reason: 'LIIAN_KALLIS' },
      { subscriptionNumber: '2000001', reasonText: 'x'.repeat(1001) },
      { subscriptionNumber: '2000001', extra: true },
    ]) {
      const res = await cancel(body);
      expect(res.status).toBe(400);
      expect((await json<{ errorKey: string }>(res)).errorKey).toBe('validation-failed');
    }
    expect((await preview('abc')).status).toBe(400);
    expect(await countRows(cancellations)).toBe(cancelled);
    expect((await subscriptionRow('2000001')).status).toBe('ACTIVE');
  });

  it('refuses an add-on not yet started, until the day after its start', async () => {
    for (const n of ['2000095', '2000096']) {
      const body = await json<CancellationPreview>(await preview('2000001', n));
      expect(body.block?.errorKey).toBe('cancellation-module-not-started');
      const res = await cancel({ subscriptionNumber: '2000001', addOnNumber: n });
      expect((await json<{ errorKey: string }>(res)).errorKey).toBe(
        'cancellation-module-not-started',
      );
    }
  });

  it('refuses a video-service add-on', async () => {
    const res = await cancel({ subscriptionNumber: '2000001', addOnNumber: '2000094' });
    expect(res.status).toBe(409);
    expect((await json<{ errorKey: string }>(res)).errorKey).toBe(
      'cancellation-video-service-module',
    );
  });

  it('answers 404 for an add-on of another subscription', async () => {
    const res = await preview('2000008', '2000011');
    expect(res.status).toBe(404);
    expect((await json<{ errorKey: string }>(res)).errorKey).toBe('module-not-found');
  });

  it('cancels the add-on 2000011 alone, once, with its reason, e-mail and audit row', async () => {
    const res = await cancel({
      subscriptionNumber: '2000001',
      addOnNumber: '2000011',
      reason: 'NOT_INTERESTED',
    });
    expect(res.status).toBe(201);
    const body = await json<CancellationResult>(res);
    expect(body).toMatchObject({ kind: 'ADD_ON', addOnNumber: '2000011', endDate: '2026-12-11' });
    const addOn = await subscriptionRow('2000011');
    expect(addOn).toMatchObject({ status: 'CANCELLED', endDate: '2026-12-11' });
    expect((await subscriptionRow('2000001')).status).toBe('ACTIVE');
    const [row] = await app.db
      .select()
      .from(cancellations)
      .where(eq(cancellations.subscriptionNumber, '2000011'));
    expect(row).toMatchObject({ kind: 'ADD_ON', reason: 'NOT_INTERESTED', channel: 'WEB' });
    const again = await cancel({ subscriptionNumber: '2000001', addOnNumber: '2000011' });
    expect(again.status).toBe(409);
    expect((await json<{ errorKey: string }>(again)).errorKey).toBe(
      'subscription-already-cancelled',
    );
    const mails = await app.db.select().from(outbox).where(eq(outbox.kind, 'addon-cancelled'));
    expect(mails).toHaveLength(1);
  });

  it('cancels 2000001 once when two confirms arrive at once', async () => {
    const cancelledBefore = await countRows(cancellations);
    const [a, b] = await Promise.all([
      cancel({
        subscriptionNumber: '2000001',
        reason: 'CANNOT_AFFORD',
        reasonText: 'Liian kallis',
      }),
      cancel({
        subscriptionNumber: '2000001',
        reason: 'CANNOT_AFFORD',
        reasonText: 'Liian kallis',
      }),
    ]);
    expect([a?.status, b?.status].sort()).toEqual([201, 409]);
    expect(await countRows(cancellations)).toBe(cancelledBefore + 1);
    const main = await subscriptionRow('2000001');
    expect(main).toMatchObject({ status: 'CANCELLED', endDate: '2026-12-11' });
    const mails = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'subscription-cancelled'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(MAIJA);
    expect(mails[0]?.bodyText).toContain('11.12.2026');
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'SUBSCRIPTION_CANCELLED'), eq(auditLog.entityId, '2000001')));
    expect(audits).toHaveLength(1);
    const [stored] = await app.db
      .select()
      .from(cancellations)
      .where(eq(cancellations.subscriptionNumber, '2000001'));
    expect(stored).toMatchObject({ reason: 'CANNOT_AFFORD', reasonText: 'Liian kallis' });
    // The pending and video add-ons end with it; the ones already cancelled keep their end.
    expect(await subscriptionRow('2000096')).toMatchObject({ status: 'CANCELLED' });
  });

  it('shows the stored cancellation again and the label of spec §4', async () => {
    const res = await app.call('/subscriptions/2000001/cancellation');
    expect(res.status).toBe(200);
    const body = await json<CancellationResult>(res);
    expect(body.statusLabel).toBe(
      'Tilaus on lopetettu tilausjakson loppuun ja se päättyy 11.12.2026',
    );
    const details = await json<{ statusLabel: string }>(await app.call('/subscriptions/2000001'));
    expect(details.statusLabel).toBe(
      'Tilaus on lopetettu tilausjakson loppuun ja se päättyy 11.12.2026',
    );
    expect((await app.call('/subscriptions/2000008/cancellation')).status).toBe(404);
  });

  it('never shows offers to a cancelled subscription', async () => {
    const body = await json<CancellationPreview>(await preview('2000001'));
    expect(body.offers).toEqual([]);
    expect(body.block?.errorKey).toBe('subscription-already-cancelled');
  });
});

describe('retention offers', () => {
  it('accepting the discount really changes the subscription, once', async () => {
    await app.login(MAIJA);
    const events = await app.call('/subscriptions/2000008/cancellation-offers/events', {
      method: 'POST',
      body: { event: 'VIEWED' },
    });
    expect(events.status).toBe(204);
    const offers = (await json<CancellationPreview>(await preview('2000008'))).offers;
    const discount = offers.find((o) => o.kind === 'DISCOUNT');
    expect(discount?.id).toBe('ps-alennus-50-3');
    const res = await app.call('/subscriptions/2000008/cancellation-offers/accept', {
      method: 'POST',
      body: { offerId: 'ps-alennus-50-3' },
    });
    expect(res.status).toBe(200);
    expect((await json<OfferAccepted>(res)).nextUrl).toBe('/tilaukset/tiedot?tilaus=2000008');
    const [stored] = await app.db.select().from(retentionDiscounts);
    expect(stored).toMatchObject({
      normalPriceCents: 2490,
      discountedPriceCents: 1245,
      periods: 3,
    });
    expect(
      await app.db.select().from(outbox).where(eq(outbox.kind, 'retention-discount-accepted')),
    ).toHaveLength(1);
    expect((await subscriptionRow('2000008')).status).toBe('ACTIVE');
    // The discount shows where the price does, not only in the e-mail (issue 20 item 4).
    const details = await json<{ priceNote: string | null }>(
      await app.call('/subscriptions/2000008'),
    );
    expect(details.priceNote).toMatch(
      /^Alennettu hinta 12,45\s€ \/ 1\skk .* alkaen, 3 laskutuskautta\.$/,
    );
    const billing = await json<{
      subscriptions: { subscriptionNumber: string; priceNote: string }[];
    }>(await app.call('/payment-methods'));
    expect(billing.subscriptions.find((s) => s.subscriptionNumber === '2000008')?.priceNote).toBe(
      details.priceNote,
    );
    // The start follows the period: an extension of 4 days moves it (issue 30 item 8).
    const row = await subscriptionRow('2000008');
    const noteDate = () =>
      app
        .call('/subscriptions/2000008')
        .then((r) => json<{ priceNote: string | null }>(r))
        .then((d) => d.priceNote);
    expect(await noteDate()).toContain(`${formatDate(addDays(row.periodEndDate, 1))} alkaen`);
    await extendPeriod(app.db, row.id, 4);
    expect(await noteDate()).toContain(`${formatDate(addDays(row.periodEndDate, 5))} alkaen`);
    const [moved] = await app.db.select().from(retentionDiscounts);
    expect(moved?.validFrom).toBe(addDays(row.periodEndDate, 5));
    await extendPeriod(app.db, row.id, -4);
    // Cancelled to the period end, it ends before the discount would start: none is shown.
    await app.db
      .update(subscriptions)
      .set({ status: 'CANCELLED', endDate: row.periodEndDate })
      .where(eq(subscriptions.id, row.id));
    expect(await noteDate()).toBeNull();
    await app.db
      .update(subscriptions)
      .set({ status: row.status, endDate: row.endDate })
      .where(eq(subscriptions.id, row.id));
    // Shown once: answered offers are not shown again, nor accepted twice.
    expect((await json<CancellationPreview>(await preview('2000008'))).offers).toEqual([]);
    const twice = await app.call('/subscriptions/2000008/cancellation-offers/accept', {
      method: 'POST',
      body: { offerId: 'ps-digiin' },
    });
    expect(twice.status).toBe(409);
    expect((await json<{ errorKey: string }>(twice)).errorKey).toBe(
      'retention-offer-not-available',
    );
  });

  it('switching to digital makes a product change request', async () => {
    await app.login(OTHER);
    const res = await app.call('/subscriptions/3100010/cancellation-offers/accept', {
      method: 'POST',
      body: { offerId: 'ps-digiin' },
    });
    expect(res.status).toBe(200);
    const sub = await subscriptionRow('3100010');
    expect(sub.orderChangeInProgress).toBe(true);
    const [request] = await app.db
      .select()
      .from(productChangeRequests)
      .where(eq(productChangeRequests.subscriptionId, sub.id));
    expect(request).toMatchObject({ startOption: 'PERIOD_END', effectiveDate: '2026-12-01' });
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'RETENTION_OFFER_ACCEPTED'));
    expect(audits.length).toBe(2);
  });

  it('declining hides the offers; an unknown offer is refused; bad input is 400', async () => {
    await app.login(MAIJA);
    const bad = await app.call('/subscriptions/2000093/cancellation-offers/accept', {
      method: 'POST',
      body: { offerId: 'ei-ole' },
    });
    expect(bad.status).toBe(409);
    const invalid = await app.call('/subscriptions/2000001/cancellation-offers/events', {
      method: 'POST',
      body: { event: 'CLICKED' },
    });
    expect(invalid.status).toBe(400);
    const declined = await app.call('/subscriptions/3100010/cancellation-offers/events', {
      method: 'POST',
      body: { event: 'DECLINED' },
    });
    expect(declined.status).toBe(404);
    const rows = await app.db.select().from(retentionOfferEvents);
    expect(rows.every((r) => r.event !== 'DECLINED')).toBe(true);
  });
});

describe('declining the offers', () => {
  it('hides them for good, while the cancellation stays possible', async () => {
    await app.login(OTHER);
    const first = await json<CancellationPreview>(await preview('3100012'));
    expect(first.offers.map((o) => o.id)).toEqual(['hv-alennus-30-2', 'hv-keskeytys']);
    const res = await app.call('/subscriptions/3100012/cancellation-offers/events', {
      method: 'POST',
      body: { event: 'DECLINED' },
    });
    expect(res.status).toBe(204);
    const after = await json<CancellationPreview>(await preview('3100012'));
    expect(after).toMatchObject({ allowed: true, offers: [] });
  });
});

describe('company subscription', () => {
  it('goes through the processing request', async () => {
    expect((await app.login('yritys.admin@example.fi', { intent: 'b2b' })).status).toBe(200);
    const res = await cancel({ subscriptionNumber: '2100001' });
    expect(res.status).toBe(409);
    expect((await json<{ errorKey: string }>(res)).errorKey).toBe(
      'company-change-request-required',
    );
  });
});

describe('anonymous cancellation', () => {
  const lookup = (customerNumber: string, subscriptionNumber: string) =>
    app.call('/anonymous-cancellations/lookup', {
      method: 'POST',
      body: { customerNumber, subscriptionNumber },
    });

  it('answers every wrong pair alike', async () => {
    app.clearCookies();
    const answers = await Promise.all([
      lookup('99999999', '3000001'),
      lookup('200000001', '9999999'),
      lookup('10000001', '3000001'),
      lookup('200000001', '2000008'),
    ]);
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(bodies).size).toBe(1);
  });

  it('tells the block only when both numbers match', async () => {
    const res = await lookup('10000001', '2000002');
    expect(res.status).toBe(200);
    const body = await json<AnonymousPreview>(res);
    expect(body.block?.errorKey).toBe('cancellation-overdue-invoice');
    const refused = await app.call('/anonymous-cancellations', {
      method: 'POST',
      body: { customerNumber: '10000001', subscriptionNumber: '2000002' },
    });
    expect(refused.status).toBe(409);
  });

  it("cancels Pekka's 3000001 and e-mails the address on file", async () => {
    const found = await json<AnonymousPreview>(await lookup('200000001', '3000001'));
    expect(found).toMatchObject({ allowed: true, productName: 'Hämeen Viesti 6 pv' });
    const res = await app.call('/anonymous-cancellations', {
      method: 'POST',
      body: {
        customerNumber: '200000001',
        subscriptionNumber: '3000001',
        reason: 'DELIVERY_RELATED',
      },
    });
    expect(res.status).toBe(201);
    const body = await json<CancellationResult>(res);
    expect(body.emailSentTo).toBe('p***@example.fi');
    const [row] = await app.db
      .select()
      .from(cancellations)
      .where(eq(cancellations.subscriptionNumber, '3000001'));
    expect(row).toMatchObject({
      channel: 'WEB_ANONYMOUS',
      accountId: null,
      reason: 'DELIVERY_RELATED',
    });
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'subscription-cancelled'), eq(outbox.toAddress, PEKKA)));
    expect(mail).toBeDefined();
  });

  it('limits failures per customer number (and lets them go after 15 minutes)', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await lookup('300000011', '9999999')).status).toBe(404);
    }
    const blocked = await lookup('300000011', '3100011');
    expect(blocked.status).toBe(429);
    app.clock.advance(16 * 60_000);
    expect((await lookup('300000011', '3100011')).status).toBe(200);
  });
});

describe('+Kaikki notice', () => {
  it('stores the notice and answers a receipt', async () => {
    const res = await app.call('/kaikki-notices', {
      method: 'POST',
      body: {
        firstName: 'Maija',
        lastName: 'Meikäläinen',
        email: 'maija.meikalainen@example.fi',
        customerNumber: '10000001',
        endOption: 'END_OF_PERIOD',
        reason: 'FREE_CONTENT_SUFFICIENT',
      },
    });
    expect(res.status).toBe(201);
    const receipt = await json<KaikkiReceipt>(res);
    expect(receipt.receiptNumber).toMatch(/^KK-\d{6}$/);
    expect(receipt.processingText).toContain('1–3 päivässä');
    const rows = await app.db.select().from(kaikkiCancellationNotices);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'RECEIVED', endOption: 'END_OF_PERIOD' });
  });

  it('rejects bad input and stores nothing', async () => {
    const res = await app.call('/kaikki-notices', {
      method: 'POST',
      body: { firstName: '', lastName: 'X', email: 'ei-osoite', endOption: 'HETI' },
    });
    expect(res.status).toBe(400);
    const body = await json<{ fields: Record<string, string> }>(res);
    expect(body.fields['email']).toBeDefined();
    expect(await app.db.select().from(kaikkiCancellationNotices)).toHaveLength(1);
  });

  it('takes names as names, and mails nothing typed to the address typed (issue 20 item 9)', async () => {
    const send = (firstName: string) =>
      app.call('/kaikki-notices', {
        method: 'POST',
        body: {
          firstName,
          lastName: 'Meikäläinen',
          email: 'kuka.tahansa@example.fi',
          endOption: 'END_OF_PERIOD',
        },
      });
    for (const bad of ['<script>alert(1)</script>', 'Maija 😀', 'http://x.fi', 'Maija2']) {
      const res = await send(bad);
      expect(res.status).toBe(400);
      expect((await json<{ fields: Record<string, string> }>(res)).fields['firstName']).toBe(
        "Nimessä voi olla vain kirjaimia, välilyöntejä, yhdysmerkkejä ja heittomerkkejä (').",
      );
    }
    expect(await app.db.select().from(kaikkiCancellationNotices)).toHaveLength(1);
    expect((await send("Anna-Liisa O'Connor")).status).toBe(201);
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'kuka.tahansa@example.fi'));
    expect(mail?.bodyText.startsWith('Hei,\n')).toBe(true);
    expect(mail?.bodyText).not.toContain('Anna-Liisa');
  });
});

describe('staff export', () => {
  const exportApi = () =>
    createApi({
      db: app.db,
      clock: app.clock,
      env: readEnv({ NODE_ENV: 'test', CANCELLATION_EXPORT_TOKEN: EXPORT_TOKEN }),
    });
  const get = (path: string, token?: string) =>
    exportApi().fetch(
      new Request(`${TEST_ORIGIN}/api/v1${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
      { clientAddress: '127.0.0.1' },
    );

  it('does not exist without a configured token', async () => {
    expect((await app.call('/staff/cancellations.csv')).status).toBe(404);
  });

  it('refuses a missing or wrong token', async () => {
    expect((await get('/staff/cancellations.csv')).status).toBe(401);
    expect((await get('/staff/cancellations.csv', 'vaara')).status).toBe(401);
  });

  it('lists cancellations with reasons, and counts them by month and product', async () => {
    const res = await get('/staff/cancellations.csv', EXPORT_TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const csv = await res.text();
    expect(csv).toContain('2026-11,21.11.2026,PS-7PV,Päivän Sanomat 7 pv');
    expect(csv).toContain('CANNOT_AFFORD,Minulla ei ole nyt varaa tilaukseen,Liian kallis');
    expect(csv).toContain('WEB_ANONYMOUS');
    const summary = await (await get('/staff/cancellations.csv?view=summary', EXPORT_TOKEN)).text();
    expect(summary.split('\r\n')[0]).toBe(
      'month,product_code,product_name,kind,reason,reason_label,count',
    );
    expect(summary).toContain('2026-11,PS-SUDOKU,Sudoku-lisäosa,ADD_ON,NOT_INTERESTED');
    expect((await get('/staff/cancellations.csv?from=2026-13', EXPORT_TOKEN)).status).toBe(400);
  });
});
