import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { WHILE_PENDING_TEXT } from '~/domain/product-change/change-texts';
import type { ProductChangeOptions } from '~/domain/product-change/product-change-options';
import type { SubscriptionList } from '~/domain/subscriptions/subscription-summary';
import { customers } from '~/server/db/schema/customers';
import { productChangeRequests } from '~/server/db/schema/product-changes';
import { products } from '~/server/db/schema/products';
import { subscriptions } from '~/server/db/schema/subscriptions';
import { auditLog, outbox } from '~/server/db/schema/system';
import { ensureSubscription } from '~/server/db/seed/seed-helpers';
import { useTestApp } from '../support/test-app';
import { rowCounts } from '../support/row-counts';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { underSubscription } from '../support/subscription-path';

const MAIJA = 'maija.meikalainen@example.fi';
const PEKKA = 'pekka.virtanen@example.fi';

const app = useTestApp();

async function productId(code: string): Promise<string> {
  const [row] = await app.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, code));
  return row?.id ?? '';
}

beforeAll(async () => {
  const [maija] = await app.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.customerNumber, '10000001'));
  const base = {
    customerId: maija?.id ?? '',
    subscriptionType: 'RECURRING',
    productFormat: 'PAPER',
    startDate: '2025-01-01',
    periodStartDate: '2026-11-01',
    periodEndDate: '2026-11-30',
    priceCents: 2490,
    periodUnit: 'MONTHS',
    periodLength: 1,
  } as const;
  // Paid on paper invoice: a digital-only product needs another payment method first.
  await ensureSubscription(app.db, {
    ...base,
    subscriptionNumber: '2000021',
    productId: await productId('PS-VKL'),
    status: 'ACTIVE',
    paymentMethod: 'PAPER_INVOICE',
  });
  await ensureSubscription(app.db, {
    ...base,
    subscriptionNumber: '2000022',
    productId: await productId('PS-VKL'),
    status: 'SUSPENDED',
    paymentMethod: 'EMAIL_INVOICE',
  });
});

const options = (n: string) => app.call(`/subscriptions/${n}/product-change/options`);
const change = (body: unknown) => app.call(...underSubscription('product-change', 'POST', body));

async function asUser(username: string, intent: 'b2c' | 'b2b' = 'b2c'): Promise<void> {
  app.clearCookies();
  expect((await app.login(username, { intent })).status).toBe(200);
}

const counts = () =>
  rowCounts(app.db, {
    requests: productChangeRequests,
    audits: { table: auditLog, where: eq(auditLog.action, 'PRODUCT_CHANGE_REQUESTED') },
    mails: outbox,
    marked: { table: subscriptions, where: eq(subscriptions.orderChangeInProgress, true) },
  });

const valid = {
  subscriptionNumber: '2000001',
  productCode: 'PS-DIGI',
  start: 'NOW',
  acceptTerms: true,
};

describe('GET /subscriptions/{n}/product-change/options', () => {
  it('needs a login', async () => {
    app.clearCookies();
    expect((await options('2000001')).status).toBe(401);
    expect((await change(valid)).status).toBe(401);
  });

  it("lists 2000001's family products with prices, differences and start dates", async () => {
    await asUser(MAIJA);
    const res = await options('2000001');
    expect(res.status).toBe(200);
    const body = (await res.json()) as ProductChangeOptions;
    expect(body.current).toMatchObject({ productCode: 'PS-7PV', name: 'Päivän Sanomat 7 pv' });
    expect(body.current.priceLabel).toBe('39,90\u00A0€ / 1 kk');
    // Not itself, no add-on modules, no company product for a private customer.
    expect(body.options.map((o) => o.productCode)).toEqual(['PS-DIGI', 'PS-VKL']);
    const [digi, weekend] = body.options;
    expect(digi).toMatchObject({
      direction: 'DOWNGRADE',
      priceLabel: '19,90\u00A0€ / 1 kk',
      differenceText: '20,00\u00A0€ / kk edullisempi',
      requiredAction: null,
    });
    expect(digi?.termsText).toContain('digitaalisella sisällöllä ei ole peruutusoikeutta');
    expect(weekend?.termsText).toContain('14 päivän peruutusoikeus');
    // Today is Saturday 21.11.2026: the day after tomorrow is Monday, the weekend paper's next
    // publication day after it Friday 27.11.; 2000001's period ends 11.12.
    expect(digi?.startOptions.map((s) => [s.start, s.effectiveDate])).toEqual([
      ['NOW', '2026-11-23'],
      ['PERIOD_END', '2026-12-12'],
    ]);
    expect(weekend?.startOptions[0]?.effectiveDate).toBe('2026-11-27');
  });

  it('offers an upgrade without a choice of start', async () => {
    const body = (await (await options('2000008')).json()) as ProductChangeOptions;
    const full = body.options.find((o) => o.productCode === 'PS-7PV');
    expect(full?.direction).toBe('UPGRADE');
    expect(full?.differenceText).toBe('15,00\u00A0€ / kk kalliimpi');
    expect(full?.startOptions).toEqual([
      { start: 'NOW', effectiveDate: null, label: expect.stringContaining('1–3 arkipäivän') },
    ]);
  });

  it("answers 404 for another customer's, unknown or module numbers, 400 for a bad one", async () => {
    await expectRefusedUnchanged(
      () => options('3000001'),
      { status: 404, errorKey: 'subscription-not-found' },
      counts,
    );
    await expectRefusedUnchanged(
      () => options('9999999'),
      { status: 404, errorKey: 'subscription-not-found' },
      counts,
    );
    await expectRefusedUnchanged(
      () => options('2000011'),
      { status: 404, errorKey: 'subscription-not-found' },
      counts,
    );
    await expectRefusedUnchanged(
      () => options('abc'),
      { status: 400, errorKey: 'validation-failed' },
      counts,
    );
  });
});

describe('POST /subscriptions/{n}/product-change refusals change nothing', () => {
  it('answers each refusal with its key', async () => {
    await asUser(MAIJA);
    const before = await counts();
    await expectRefusedUnchanged(
      () => change({ ...valid, subscriptionNumber: '3000001' }),
      { status: 404, errorKey: 'subscription-not-found' },
      counts,
    );
    await expectRefusedUnchanged(
      () => change({ ...valid, productCode: 'PS-DIGI-YRITYS' }),
      { status: 404, errorKey: 'product-not-available' },
      counts,
    );
    await expectRefusedUnchanged(
      () => change({ ...valid, productCode: 'PS-SUDOKU' }),
      { status: 404, errorKey: 'product-not-available' },
      counts,
    );
    await expectRefusedUnchanged(
      () => change({ ...valid, productCode: 'PS-7PV' }),
      { status: 404, errorKey: 'product-not-available' },
      counts,
    );
    await expectRefusedUnchanged(
      () => change({ ...valid, productCode: 'KP-PAPERI' }),
      { status: 404, errorKey: 'product-not-available' },
      counts,
    );
    await expectRefusedUnchanged(
      () => change({ ...valid, subscriptionNumber: '2000003' }),
      { status: 409, errorKey: 'subscription-already-cancelled' },
      counts,
    );
    await expectRefusedUnchanged(
      () => change({ ...valid, subscriptionNumber: '2000004' }),
      { status: 409, errorKey: 'subscription-already-cancelled' },
      counts,
    );
    await expectRefusedUnchanged(
      () => change({ ...valid, subscriptionNumber: '2000022', productCode: 'PS-7PV' }),
      { status: 409, errorKey: 'product-change-not-possible' },
      counts,
    );
    await expectRefusedUnchanged(
      () => change({ ...valid, subscriptionNumber: '2000021' }),
      { status: 409, errorKey: 'upgrade-requires-action' },
      counts,
    );
    // An upgrade has no choice of start.
    const start = await change({
      ...valid,
      subscriptionNumber: '2000008',
      productCode: 'PS-7PV',
      start: 'PERIOD_END',
    });
    expect(start.status).toBe(400);
    expect((await start.json()).fields).toEqual({ start: expect.any(String) });
    expect(await counts()).toEqual(before);
  });

  it('requires accepted terms and a chosen product, with Finnish messages', async () => {
    const before = await counts();
    const res = await change({ subscriptionNumber: '2000001', start: 'NOW', acceptTerms: false });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errorKey).toBe('validation-failed');
    expect(body.fields).toEqual({
      productCode: 'Valitse uusi tuote.',
      acceptTerms: 'Hyväksy tilausehdot vahvistaaksesi tuotteen vaihdon.',
    });
    await expectRefusedUnchanged(
      () => change({ ...valid, extra: 1 }),
      { status: 400, errorKey: 'validation-failed' },
      counts,
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses company subscriptions with the processing-request key', async () => {
    await asUser('yritys.admin@example.fi', 'b2b');
    const before = await counts();
    await expectRefusedUnchanged(
      () => options('2100001'),
      { status: 403, errorKey: 'company-change-requires-request' },
      counts,
    );
    await expectRefusedUnchanged(
      () => change({ ...valid, subscriptionNumber: '2100001', productCode: 'PS-DIGI' }),
      { status: 403, errorKey: 'company-change-requires-request' },
      counts,
    );
    expect(await counts()).toEqual(before);
  });
});

describe('POST /subscriptions/{n}/product-change', () => {
  it('records the request, marks the subscription, audits and e-mails in one go', async () => {
    await asUser(MAIJA);
    const before = await counts();
    const res = await change({ ...valid, productCode: 'PS-VKL', start: 'PERIOD_END' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      subscriptionNumber: '2000001',
      productCode: 'PS-VKL',
      productName: 'Päivän Sanomat Viikonloppu',
      start: 'PERIOD_END',
      effectiveDate: '2026-12-12',
      status: 'PENDING',
    });
    expect(await counts()).toEqual({
      requests: (before.requests ?? 0) + 1,
      audits: (before.audits ?? 0) + 1,
      mails: (before.mails ?? 0) + 1,
      marked: before.marked + 1,
    });
    const [request] = await app.db.select().from(productChangeRequests);
    expect(request).toMatchObject({ startOption: 'PERIOD_END', status: 'PENDING', channel: 'WEB' });
    expect(request?.toProductId).toBe(await productId('PS-VKL'));
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, MAIJA), eq(outbox.kind, 'product-change-requested')));
    expect(mail?.bodyText).toContain('1–3 arkipäivän');
    expect(mail?.bodyText).toContain('12.12.2026');
    // The e-mail says exactly what the server holds and what stays open (issue 30 item 9).
    expect(mail?.bodyText).toContain(WHILE_PENDING_TEXT);

    const list = (await (await app.call('/subscriptions')).json()) as SubscriptionList;
    const row = list.subscriptions.find((s) => s.subscriptionNumber === '2000001');
    expect(row?.statusLabel).toBe('Tilaus voimassa (tilausmuutos käsittelyssä)');
  });

  it('confirms the waiting request to its page, and no request where there is none', async () => {
    // The thank-you page shows only what the server confirms (issue 20 item 11).
    const pending = (n: string) => app.call(`/subscriptions/${n}/product-change/pending`);
    const res = await pending('2000001');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      subscriptionNumber: '2000001',
      productName: 'Päivän Sanomat Viikonloppu',
      status: 'PENDING',
    });
    await expectRefusedUnchanged(
      () => pending('2000002'),
      { status: 404, errorKey: 'product-change-not-found' },
      counts,
    );
    await expectRefusedUnchanged(
      () => pending('9999999'),
      { status: 404, errorKey: 'subscription-not-found' },
      counts,
    );
    await expectRefusedUnchanged(
      () => pending('12'),
      { status: 400, errorKey: 'validation-failed' },
      counts,
    );
  });

  it('holds every other change of 2000001 while it is processed (issue 20 item 3)', async () => {
    const before = await counts();
    await expectRefusedUnchanged(
      () =>
        app.call('/subscriptions/2000001/add-ons', {
          method: 'POST',
          body: { productCode: 'PS-RISTIKKO', acceptTerms: true },
        }),
      { status: 409, errorKey: 'order-change-pending' },
      counts,
    );
    const suspension = await app.call('/subscriptions/2000001/suspensions', {
      method: 'POST',
      body: { startDate: '2026-12-07', endDate: '2026-12-20', digitalPart: 'KEEP' },
    });
    expect(suspension.status).toBe(409);
    expect(await suspension.json()).toMatchObject({
      errorKey: 'suspension-not-allowed',
      message:
        'Tilauksen edellinen muutos on vielä käsittelyssä. Uusia muutoksia voi tehdä, kun se on valmis.',
    });
    expect(await counts()).toEqual(before);

    const details = (await (await app.call('/subscriptions/2000001')).json()) as {
      actions: { action: string; allowed: boolean; reason?: string }[];
    };
    const verdict = (a: string) => details.actions.find((v) => v.action === a);
    for (const action of ['SUSPEND', 'ADDRESS_CHANGE', 'PAYMENT_METHOD', 'BILLING_PERIOD']) {
      expect(verdict(action)?.allowed, action).toBe(false);
    }
    expect(verdict('SUSPEND')?.reason).toContain('edellinen muutos on vielä käsittelyssä');
    // What WHILE_PENDING_TEXT says stays open does stay open: ending it and its add-on.
    expect(verdict('CANCEL')?.allowed).toBe(true);
    const addOnCancel = await app.call('/subscriptions/2000001/cancellation/preview?addOn=2000011');
    expect(addOnCancel.status).toBe(200);
    const preview = (await (
      await app.call('/subscriptions/2000001/cancellation/preview')
    ).json()) as { offers: unknown[] };
    expect(preview.offers).toEqual([]);
  });

  it('blocks a second change while the first is processed', async () => {
    const before = await counts();
    await expectRefusedUnchanged(
      () => change(valid),
      { status: 409, errorKey: 'order-change-pending' },
      counts,
    );
    await expectRefusedUnchanged(
      () => options('2000001'),
      { status: 409, errorKey: 'order-change-pending' },
      counts,
    );
    expect(await counts()).toEqual(before);
  });

  it('answers 404 to Pekka for Maija’s subscription', async () => {
    await asUser(PEKKA);
    await expectRefusedUnchanged(
      () => app.call('/subscriptions/2000001/product-change/pending'),
      { status: 404, errorKey: 'subscription-not-found' },
      counts,
    );
    await expectRefusedUnchanged(
      () => change({ ...valid, subscriptionNumber: '2000008' }),
      { status: 404, errorKey: 'subscription-not-found' },
      counts,
    );
  });
});
