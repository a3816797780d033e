import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddOnOffers, AddOnOrderResult } from '~/domain/add-ons/offers';
import { TERMS_MESSAGE } from '~/domain/add-ons/order-input';
import { addresses } from '~/server/db/schema/customers';
import { invoices } from '~/server/db/schema/payments';
import { products } from '~/server/db/schema/products';
import { subscriptions } from '~/server/db/schema/subscriptions';
import { auditLog, outbox } from '~/server/db/schema/system';
import { linkAccount } from '~/server/db/seed/seed-helpers';
import { createAccount, createCustomer } from '../support/customer-factory';
import { useTestApp } from '../support/test-app';
import { rowCounts } from '../support/row-counts';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { underSubscription } from '../support/subscription-path';

const MAIJA = 'maija.meikalainen@example.fi';
const ABROAD = 'ulkomailla@example.fi';
const ALAND = 'ahvenanmaa@example.fi';
const BLOCKED = 'velkaa@example.fi';
const RISTIKKO = { subscriptionNumber: '2000001', productCode: 'PS-RISTIKKO', acceptTerms: true };

const app = useTestApp();

/** A customer of its own account with a running Päivän Sanomat 7 pv, addressed as given. */
async function customerWith7pv(
  username: string,
  numbers: { customer: string; subscription: string },
  address: { countryCode: string; zipCode: string },
): Promise<string> {
  const [product] = await app.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, 'PS-7PV'));
  const customerId = await createCustomer(app.db, {
    customerNumber: numbers.customer,
    subscriptionNumber: numbers.subscription,
    zipCode: address.zipCode,
    subscription: { productId: product?.id ?? '', productFormat: 'PAPER_AND_DIGI' },
  });
  await app.db
    .update(addresses)
    .set({ countryCode: address.countryCode })
    .where(eq(addresses.customerId, customerId));
  await linkAccount(app.db, await createAccount(app.db, username), customerId, 'OWNER');
  return customerId;
}

beforeAll(async () => {
  await customerWith7pv(
    ABROAD,
    { customer: '300000001', subscription: '3100001' },
    { countryCode: 'SE', zipCode: '11122' },
  );
  await customerWith7pv(
    ALAND,
    { customer: '300000002', subscription: '3100002' },
    { countryCode: 'AX', zipCode: '22100' },
  );
  const blocked = await customerWith7pv(
    BLOCKED,
    { customer: '300000003', subscription: '3100003' },
    { countryCode: 'FI', zipCode: '00500' },
  );
  const [main] = await app.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionNumber, '3100003'));
  await app.db.insert(invoices).values({
    invoiceNumber: '59000001',
    customerId: blocked,
    subscriptionId: main?.id ?? null,
    kind: 'FIRST_REMINDER',
    paymentState: 'OVERDUE',
    paymentMethod: 'PAPER_INVOICE',
    invoiceDate: '2026-10-20',
    dueDate: '2026-11-03',
    amountCents: 2990,
    referenceNumber: '1232',
    iban: 'FI2112345600000785',
  });
  // Another family's module: never offered to, nor accepted for, Päivän Sanomat.
  await app.db.insert(products).values({
    code: 'KP-LISA',
    familyId: 'koti-ja-puutarha',
    familyName: 'Koti & Puutarha',
    name: 'Puutarhalisä',
    productName: 'Koti & Puutarha Puutarhalisä',
    slug: 'puutarhalisa',
    productGroup: 'MAGAZINE',
    productFormat: 'DIGI',
    isModule: true,
    publicationDays: [3],
    priceCents: 190,
    periodUnit: 'MONTHS',
    periodLength: 1,
  });
});

const offers = (number: string) => app.call(`/subscriptions/${number}/add-ons`);
const order = (body: unknown) => app.call(...underSubscription('add-ons', 'POST', body));

async function asUser(username: string): Promise<void> {
  app.clearCookies();
  expect((await app.login(username)).status).toBe(200);
}

const counts = () =>
  rowCounts(app.db, {
    subs: subscriptions,
    audits: { table: auditLog, where: eq(auditLog.action, 'ADD_ON_ORDERED') },
    mails: outbox,
  });

describe('GET /subscriptions/{n}/add-ons', () => {
  it('needs a login', async () => {
    app.clearCookies();
    expect((await offers('2000001')).status).toBe(401);
    expect((await order(RISTIKKO)).status).toBe(401);
  });

  it('offers the family modules not yet on the subscription, with price and start date', async () => {
    await asUser(MAIJA);
    const res = await offers('2000001');
    expect(res.status).toBe(200);
    const body = (await res.json()) as AddOnOffers;
    expect(body.productName).toBe('Päivän Sanomat 7 pv');
    // Sudoku is already running on 2000001; the other family's module is never offered.
    expect(body.offers).toEqual([
      {
        productCode: 'PS-RISTIKKO',
        name: 'Ristikkolisä',
        productName: 'Päivän Sanomat Ristikkolisä',
        priceCents: 350,
        priceLabel: '3,50\u00A0€ / 1 kk',
        // Ordered on Saturday 21.11.2026: the first issue at least 7 days ahead.
        startDate: '2026-11-28',
        startDateLabel: '28.11.2026',
      },
    ]);
    expect(body.endRuleText).toContain('päätilaus päättyy');
  });

  it("answers 404 for another customer's, a module's or an unknown number", async () => {
    await asUser(MAIJA);
    for (const number of ['3100001', '2000011', '9999999']) {
      await expectRefusedUnchanged(
        () => offers(number),
        { status: 404, errorKey: 'subscription-not-found' },
        counts,
      );
    }
  });

  it('answers 409 for a cancelled or finished main subscription', async () => {
    await asUser(MAIJA);
    await expectRefusedUnchanged(
      () => offers('2000003'),
      { status: 409, errorKey: 'subscription-already-cancelled' },
      counts,
    );
    await expectRefusedUnchanged(
      () => offers('2000004'),
      { status: 409, errorKey: 'subscription-already-cancelled' },
      counts,
    );
  });

  it('rejects a malformed number', async () => {
    await asUser(MAIJA);
    await expectRefusedUnchanged(
      () => offers('12'),
      { status: 400, errorKey: 'validation-failed' },
      counts,
    );
  });
});

describe('POST /subscriptions/{n}/add-ons errors change nothing', () => {
  it('requires the terms to be accepted', async () => {
    await asUser(MAIJA);
    const before = await counts();
    const body = await expectRefusedUnchanged(
      () => order({ ...RISTIKKO, acceptTerms: false }),
      { status: 400, errorKey: 'validation-failed' },
      counts,
    );
    expect(body.fields).toEqual({ acceptTerms: TERMS_MESSAGE });
    expect(
      (await order({ subscriptionNumber: '2000001', productCode: 'PS-RISTIKKO' })).status,
    ).toBe(400);
    expect((await order({ ...RISTIKKO, extra: 1 })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it.each([
    [
      'another customer’s subscription',
      { subscriptionNumber: '3100001' },
      404,
      'subscription-not-found',
    ],
    [
      'a cancelled main subscription',
      { subscriptionNumber: '2000003' },
      409,
      'subscription-already-cancelled',
    ],
    ['an unknown product', { productCode: 'PS-EIOLE' }, 404, 'module-not-found'],
    ['a main product', { productCode: 'PS-DIGI' }, 404, 'module-not-found'],
    ['another family’s module', { productCode: 'KP-LISA' }, 404, 'module-not-found'],
    ['a module already running', { productCode: 'PS-SUDOKU' }, 409, 'module-already-active'],
  ])('refuses %s', async (_what, change, status, key) => {
    await asUser(MAIJA);
    const before = await counts();
    await expectRefusedUnchanged(
      () => order({ ...RISTIKKO, ...change }),
      { status: status, errorKey: key },
      counts,
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses a subscriber outside Finland', async () => {
    await asUser(ABROAD);
    const before = await counts();
    await expectRefusedUnchanged(
      () => order({ ...RISTIKKO, subscriptionNumber: '3100001' }),
      { status: 409, errorKey: 'module-customer-not-in-finland' },
      counts,
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses while the subscription has an overdue invoice (order block)', async () => {
    await asUser(BLOCKED);
    const before = await counts();
    await expectRefusedUnchanged(
      () => order({ ...RISTIKKO, subscriptionNumber: '3100003' }),
      { status: 409, errorKey: 'module-customer_has_active_order_block' },
      counts,
    );
    expect(await counts()).toEqual(before);
  });
});

describe('POST /subscriptions/{n}/add-ons success', () => {
  it('creates the pending add-on with its audit row and confirmation e-mail', async () => {
    await asUser(MAIJA);
    const before = await counts();
    const res = await order(RISTIKKO);
    expect(res.status).toBe(201);
    const result = (await res.json()) as AddOnOrderResult;
    expect(result).toMatchObject({
      mainSubscriptionNumber: '2000001',
      productName: 'Ristikkolisä',
      status: 'PENDING',
      startDate: '2026-11-28',
      startDateLabel: '28.11.2026',
    });
    expect(result.subscriptionNumber).toMatch(/^\d{7}$/);

    const [main] = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNumber, '2000001'));
    const [child] = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNumber, result.subscriptionNumber));
    expect(child).toMatchObject({
      parentSubscriptionId: main?.id,
      customerId: main?.customerId,
      status: 'PENDING',
      startDate: '2026-11-28',
      periodStartDate: '2026-11-28',
      periodEndDate: main?.periodEndDate,
      priceCents: 350,
      paymentMethod: main?.paymentMethod,
    });
    expect(await counts()).toEqual({
      subs: (before.subs ?? 0) + 1,
      audits: (before.audits ?? 0) + 1,
      mails: (before.mails ?? 0) + 1,
    });
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'ADD_ON_ORDERED'),
          eq(auditLog.entityId, result.subscriptionNumber),
        ),
      );
    expect(audit?.channel).toBe('WEB');
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.kind, 'addon-ordered'));
    expect(mail?.toAddress).toBe(MAIJA);
    expect(mail?.bodyText).toContain('Ristikkolisä');
    expect(mail?.bodyText).toContain('Alkaa: 28.11.2026');

    // The details page lists it; the offers no longer do.
    const details = (await (await app.call('/subscriptions/2000001')).json()) as {
      modules: { productName: string; statusLabel: string }[];
    };
    // A digital add-on that starts later says so, not "Tilaus voimassa" (issue 20 item 6).
    expect(details.modules.find((m) => m.productName === 'Ristikkolisä')?.statusLabel).toBe(
      'Tilaus alkaa 28.11.2026',
    );
    expect(((await (await offers('2000001')).json()) as AddOnOffers).offers).toEqual([]);
  });

  it('answers a repeated order with module-already-active and creates nothing', async () => {
    await asUser(MAIJA);
    const before = await counts();
    await expectRefusedUnchanged(
      () => order(RISTIKKO),
      { status: 409, errorKey: 'module-already-active' },
      counts,
    );
    expect(await counts()).toEqual(before);
  });

  it('takes a double click once, and counts Åland (22xxx) as Finland', async () => {
    await asUser(ALAND);
    const before = await counts();
    const body = { ...RISTIKKO, subscriptionNumber: '3100002' };
    const [a, b] = await Promise.all([order(body), order(body)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await counts()).subs).toBe((before.subs ?? 0) + 1);
  });
});
