import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { CompanyOrderQuote, CompanyOrderResult } from '~/domain/company-order/order-views';
import { accountCustomers } from '~/server/db/schema/accounts';
import { companyOrders } from '~/server/db/schema/company-orders';
import { addresses, companies, customers } from '~/server/db/schema/customers';
import { invoices } from '~/server/db/schema/payments';
import { subscriptions } from '~/server/db/schema/subscriptions';
import { auditLog, outbox } from '~/server/db/schema/system';
import { createAccount } from '../support/customer-factory';
import { expectAnsweredUnchanged, expectRefusedUnchanged } from '../support/refused-unchanged';
import { createTestApp, type TestApp, useTestApp } from '../support/test-app';

// Decision 0038. The test clock's today is 21.11.2026. Esimerkki Oy (1234567-1, customer
// 10000002) is the demo's company: invoicing e-mail laskut@esimerkki.example.fi, e-invoice
// address 003712345671 at OKOYFIHH; its admin is yritys.admin@example.fi.
const ESIMERKKI = {
  name: 'Esimerkki Oy',
  contactPerson: 'Uusi Tilaaja',
  invoicingEmail: 'LASKUT@esimerkki.example.fi',
  eInvoiceAddress: '003712345671',
  eInvoiceOperator: 'OKOYFIHH',
  invoiceReference: '',
};

const SLUG = 'paivan-sanomat-digi-yritys';
const NBSP = '\u00A0';

const app = useTestApp();
let serial = 0;

/** A new account, logged in (b2c): each test orders as someone of its own. */
async function newOrderer(a: TestApp = app): Promise<string> {
  serial += 1;
  const username = `yritystilaaja.${serial}@example.fi`;
  await createAccount(a.db, username);
  a.clearCookies();
  expect((await a.login(username)).status).toBe(200);
  return username;
}

const orderBody = (overrides: Record<string, unknown> = {}) => ({
  slug: SLUG,
  readers: 5,
  businessId: '0112038-9',
  company: {
    name: 'Testaajat Oy',
    contactPerson: 'Teija Testaaja',
    invoicingEmail: 'laskut@testaajat.example.fi',
    eInvoiceAddress: '',
    eInvoiceOperator: '',
    invoiceReference: 'Digi / hallinto',
  },
  address: { streetAddress: 'Mannerheimintie 10 A 5', zipCode: '00100', postOffice: 'Helsinki' },
  termsAccepted: true,
  idempotencyKey: randomUUID(),
  ...overrides,
});

const order = (body: unknown, headers?: Record<string, string>, a: TestApp = app) =>
  a.call('/company-orders', { method: 'POST', body, ...(headers && { headers }) });
const quote = (query: string) => app.call(`/company-orders/quote?${query}`);

async function written(a: TestApp = app) {
  const n = async (table: PgTable) => (await a.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    customers: await n(customers),
    addresses: await n(addresses),
    companies: await n(companies),
    subscriptions: await n(subscriptions),
    invoices: await n(invoices),
    links: await n(accountCustomers),
    orders: await n(companyOrders),
    audits: await n(auditLog),
    mails: await n(outbox),
  };
}

describe('GET /company-orders/quote', () => {
  it('prices 5 readers from the tiers with VAT 10 %, per year', async () => {
    const res = await quote(`slug=${SLUG}&readers=5`);
    expect(res.status).toBe(200);
    expect((await res.json()) as CompanyOrderQuote).toEqual({
      slug: SLUG,
      productName: 'Päivän Sanomat Digi yrityksille',
      price: {
        readers: 5,
        netCents: 99500,
        vatCents: 9950,
        vatPercent: 10,
        grossCents: 109450,
        quantityText: '5 lukijaa',
        text: `yhteensä 995,00${NBSP}€ + alv 10 % 99,50${NBSP}€ / vuosi`,
      },
      startWindow: null,
    });
  });

  it.each([
    ['above 50 readers (contact sales)', `slug=${SLUG}&readers=51`, 'readers'],
    ['zero readers', `slug=${SLUG}&readers=0`, 'readers'],
    ['a fraction', `slug=${SLUG}&readers=2.5`, 'readers'],
    ['text', `slug=${SLUG}&readers=viisi`, 'readers'],
    ['no slug', 'readers=5', 'slug'],
    ['an unknown parameter', `slug=${SLUG}&readers=5&price=1`, undefined],
  ])('refuses %s with 400', async (_label, query, field) => {
    const res = await quote(query);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errorKey: string; fields?: Record<string, string> };
    expect(body.errorKey).toBe('validation-failed');
    if (field) expect(body.fields).toHaveProperty(field);
  });

  it('says "Itsepalvelussa voit tilata enintään 50 lukijaa" above 50', async () => {
    const body = (await (await quote(`slug=${SLUG}&readers=51`)).json()) as {
      fields: { readers: string };
    };
    expect(body.fields.readers).toMatch(/^Itsepalvelussa voit tilata enintään 50 lukijaa\./);
  });

  it('answers 404 for a slug without a company offer (campaign loading failed)', async () => {
    for (const slug of ['ei-tallaista', 'joulu-2026']) {
      const res = await quote(`slug=${slug}&readers=5`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { errorKey: string }).errorKey).toBe(
        'company-order-offer-not-found',
      );
    }
  });
});

describe('POST /company-orders', () => {
  it('creates the company, its subscription and invoice, and makes the account its admin', async () => {
    const username = await newOrderer();
    const before = await written();
    const res = await order(orderBody());
    expect(res.status, await res.clone().text()).toBe(201);
    const result = (await res.json()) as CompanyOrderResult;
    expect(result).toMatchObject({
      productName: 'Päivän Sanomat Digi yrityksille',
      companyName: 'Testaajat Oy',
      businessId: '0112038-9',
      vatNumber: 'FI01120389',
      startDate: '2026-11-21',
      existingCompany: false,
      admin: true,
      companySession: false,
      price: { readers: 5, netCents: 99500, vatCents: 9950, grossCents: 109450 },
    });
    expect(result.customerNumber).toMatch(/^[3-7]\d{8}$/);
    expect(result.subscriptionNumber).toMatch(/^\d{7}$/);

    const after = await written();
    expect(after).toEqual({
      ...before,
      customers: before.customers + 1,
      addresses: before.addresses + 1,
      companies: before.companies + 1,
      subscriptions: before.subscriptions + 1,
      invoices: before.invoices + 1,
      links: before.links + 1,
      orders: before.orders + 1,
      audits: before.audits + 2,
      mails: before.mails + 1,
    });

    const [customer] = await app.db
      .select()
      .from(customers)
      .where(eq(customers.customerNumber, result.customerNumber));
    expect(customer).toMatchObject({
      customerType: 'COMPANY',
      companyName: 'Testaajat Oy',
      companyId: '0112038-9',
    });
    const [company] = await app.db
      .select()
      .from(companies)
      .where(eq(companies.customerId, customer!.id));
    expect(company).toMatchObject({
      name: 'Testaajat Oy',
      businessId: '0112038-9',
      vatNumber: 'FI01120389',
      contactPerson: 'Teija Testaaja',
      invoicingEmail: 'laskut@testaajat.example.fi',
      eInvoiceAddress: null,
      invoiceReference: 'Digi / hallinto',
    });
    const [address] = await app.db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, customer!.id));
    expect(address).toMatchObject({
      streetAddress: 'Mannerheimintie 10 A 5',
      postOffice: 'HELSINKI',
    });
    const [sub] = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNumber, result.subscriptionNumber));
    expect(sub).toMatchObject({
      customerId: customer!.id,
      status: 'ACTIVE',
      productFormat: 'DIGI',
      readerCount: 5,
      priceCents: 109450,
      periodStartDate: '2026-11-21',
      periodEndDate: '2027-11-20',
      periodUnit: 'YEARS',
      paymentMethod: 'EMAIL_INVOICE',
    });
    const [invoice] = await app.db
      .select()
      .from(invoices)
      .where(eq(invoices.invoiceNumber, result.invoiceNumber));
    expect(invoice).toMatchObject({
      customerId: customer!.id,
      subscriptionId: sub!.id,
      kind: 'INVOICED',
      paymentState: 'UNPAID',
      amountCents: 109450,
      dueDate: '2026-12-05',
    });
    const links = await app.db
      .select({ role: accountCustomers.role })
      .from(accountCustomers)
      .where(eq(accountCustomers.customerId, customer!.id));
    expect(links).toEqual([{ role: 'COMPANY_ADMIN' }]);
    const audits = await app.db
      .select({ action: auditLog.action, channel: auditLog.channel })
      .from(auditLog)
      .where(eq(auditLog.customerId, customer!.id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'COMPANY_ADMIN_ADDED',
      'COMPANY_ORDER_PLACED',
    ]);
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, username), eq(outbox.kind, 'company-order-confirmation')));
    expect(mail?.subject).toBe('Yritystilauksesi on vastaanotettu');
    expect(mail?.bodyText).toContain(`Tilausnumero: ${result.subscriptionNumber}`);
    expect(mail?.bodyText).toContain(`yhteensä 995,00${NBSP}€ + alv 10 % 99,50${NBSP}€ / vuosi`);

    // The main admin: a company login now sees the new subscription.
    app.clearCookies();
    expect((await app.login(username, { intent: 'b2b' })).status).toBe(200);
    const list = (await (await app.call('/subscriptions')).json()) as {
      subscriptions: { subscriptionNumber: string }[];
    };
    expect(list.subscriptions.map((s) => s.subscriptionNumber)).toContain(
      result.subscriptionNumber,
    );
  });

  it('takes an e-invoice address: the subscription is billed by B2B e-invoice', async () => {
    await newOrderer();
    const body = orderBody({
      businessId: '2617416-4',
      company: {
        name: 'Verkkolasku Oy',
        contactPerson: 'Veli Verkko',
        invoicingEmail: '',
        eInvoiceAddress: '003726174164',
        eInvoiceOperator: 'ndeafihh',
        invoiceReference: '',
      },
    });
    const res = await order(body);
    expect(res.status, await res.clone().text()).toBe(201);
    const result = (await res.json()) as CompanyOrderResult;
    const [sub] = await app.db
      .select({ paymentMethod: subscriptions.paymentMethod })
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNumber, result.subscriptionNumber));
    expect(sub?.paymentMethod).toBe('E_INVOICE_B2B');
    const [company] = await app.db
      .select({ operator: companies.eInvoiceOperator })
      .from(companies)
      .where(eq(companies.businessId, '2617416-4'));
    expect(company?.operator).toBe('NDEAFIHH');
  });

  it('never bills an existing company for a login that is not its admin: the order waits (202)', async () => {
    // Its name and invoicing data are printed on every invoice: knowing them proves nothing.
    // The waiting order and its acceptance: company-order-approvals.test.ts.
    const username = await newOrderer();
    const before = await written();
    const res = await order(orderBody({ businessId: '1234567-1', company: ESIMERKKI }));
    expect(res.status, await res.clone().text()).toBe(202);
    expect(await written()).toMatchObject({
      subscriptions: before.subscriptions,
      invoices: before.invoices,
      orders: before.orders,
      links: before.links,
    });
    app.clearCookies();
    expect((await app.login(username, { intent: 'b2b' })).status).toBe(403);
  });

  it("lets the company's admin order for it: the order joins the existing company", async () => {
    app.clearCookies();
    expect((await app.login('yritys.admin@example.fi')).status).toBe(200);
    const before = await written();
    const res = await order(orderBody({ businessId: '1234567-1', company: ESIMERKKI }));
    expect(res.status, await res.clone().text()).toBe(201);
    const result = (await res.json()) as CompanyOrderResult;
    expect(result).toMatchObject({
      customerNumber: '10000002',
      existingCompany: true,
      admin: true,
    });
    const after = await written();
    expect(after).toMatchObject({
      subscriptions: before.subscriptions + 1,
      invoices: before.invoices + 1,
      orders: before.orders + 1,
    });
  });

  it('refuses an order with the same Y-tunnus under another company name (409), changing nothing', async () => {
    await newOrderer();
    await expectRefusedUnchanged(
      () =>
        order(
          orderBody({ businessId: '1234567-1', company: { ...ESIMERKKI, name: 'Toinen Nimi Oy' } }),
        ),
      { status: 409, errorKey: 'b2b-invoicing-data-does-not-match-existing' },
      written,
    );
  });

  it('refuses an existing company whose invoicing data differs (409), changing nothing', async () => {
    await newOrderer();
    await expectRefusedUnchanged(
      () =>
        order(
          orderBody({
            businessId: '1234567-1',
            company: {
              name: 'Esimerkki Oy',
              contactPerson: 'Uusi Tilaaja',
              invoicingEmail: 'toinen@esimerkki.example.fi',
              eInvoiceAddress: '',
              eInvoiceOperator: '',
              invoiceReference: '',
            },
          }),
        ),
      { status: 409, errorKey: 'b2b-invoicing-data-does-not-match-existing' },
      written,
    );
  });

  it('refuses an address the address database does not know (400), changing nothing', async () => {
    await newOrderer();
    await expectRefusedUnchanged(
      () =>
        order(
          orderBody({
            address: { streetAddress: 'Olematon tie 1', zipCode: '00100', postOffice: 'Helsinki' },
          }),
        ),
      { status: 400, errorKey: 'company-order-address-not-found', field: 'address.streetAddress' },
      written,
    );
  });

  it('refuses a slug without a company offer (404), changing nothing', async () => {
    await newOrderer();
    await expectRefusedUnchanged(
      () => order(orderBody({ slug: 'joulu-2026' })),
      { status: 404, errorKey: 'company-order-offer-not-found' },
      written,
    );
  });

  it.each([
    ['a Y-tunnus with a wrong check digit', { businessId: '1234567-8' }, 'businessId'],
    ['51 readers', { readers: 51 }, 'readers'],
    ['terms not accepted', { termsAccepted: false }, 'termsAccepted'],
    ['no idempotency key', { idempotencyKey: 'abc' }, 'idempotencyKey'],
    ['an unknown field', { price: 1 }, undefined],
  ])('refuses %s with 400, changing nothing', async (_label, overrides, field) => {
    await newOrderer();
    await expectRefusedUnchanged(
      () => order(orderBody(overrides)),
      { status: 400, errorKey: 'validation-failed', ...(field && { field }) },
      written,
    );
  });

  it('refuses malformed JSON, a forged Origin and no login, changing nothing', async () => {
    await newOrderer();
    await expectRefusedUnchanged(
      () => app.call('/company-orders', { method: 'POST', rawBody: '{"readers": 5' }),
      { status: 400, errorKey: 'invalid-json' },
      written,
    );
    await expectRefusedUnchanged(
      () => order(orderBody(), { origin: 'https://evil.example' }),
      { status: 403, errorKey: 'bad-origin' },
      written,
    );
    app.clearCookies();
    await expectRefusedUnchanged(
      () => order(orderBody()),
      { status: 401, errorKey: 'not-logged-in' },
      written,
    );
  });

  it('answers the same order again for the same idempotency key, storing nothing', async () => {
    await newOrderer();
    const body = orderBody({ businessId: '0201256-6' });
    const first = await order(body);
    expect(first.status).toBe(201);
    const placed = (await first.json()) as CompanyOrderResult;
    const again = await expectAnsweredUnchanged(() => order(body), 200, written);
    expect(await again.json()).toEqual(placed);
  });
  it('never answers another account\u2019s order, even for the same idempotency key', async () => {
    await newOrderer();
    const body = orderBody({ businessId: '0108023-3' });
    const first = (await (await order(body)).json()) as CompanyOrderResult;
    await newOrderer();
    const res = await order({ ...body, businessId: '0109862-8' });
    expect(res.status).toBe(201);
    const second = (await res.json()) as CompanyOrderResult;
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.businessId).toBe('0109862-8');
  });
});

describe('parallel duplicate orders', () => {
  it('places exactly one order of 5 identical requests sent at once', async () => {
    const local = await createTestApp();
    try {
      await newOrderer(local);
      const before = await written(local);
      const body = orderBody({ businessId: '0114162-2' });
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => order(body, undefined, local)),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 201]);
      const results = (await Promise.all(answers.map((r) => r.json()))) as CompanyOrderResult[];
      expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
      const after = await written(local);
      expect(after.orders).toBe(before.orders + 1);
      expect(after.subscriptions).toBe(before.subscriptions + 1);
      expect(after.customers).toBe(before.customers + 1);
      expect(after.mails).toBe(before.mails + 1);
    } finally {
      await local.close();
    }
  });
});

// Decision 0040: print copies of the company paper, from a chosen first issue. The paper comes out
// every day except on the newspaper-free holidays (Christmas Day 25.12.2026).
describe('print copies', () => {
  const PRINT = 'paivan-sanomat-7-pv-yritys';
  const printBody = (overrides: Record<string, unknown> = {}) => {
    const body: Record<string, unknown> = orderBody({
      slug: PRINT,
      businessId: '2345678-0',
      company: {
        name: 'Lehtilukijat Oy',
        contactPerson: 'Leo Lukija',
        invoicingEmail: 'laskut@lehtilukijat.example.fi',
        eInvoiceAddress: '',
        eInvoiceOperator: '',
        invoiceReference: '',
      },
    });
    delete body.readers;
    return { ...body, copies: 3, startDate: '2026-12-01', ...overrides };
  };

  it('quotes copies with the window of the first issue', async () => {
    const res = await quote(`slug=${PRINT}&copies=3`);
    expect(res.status).toBe(200);
    expect((await res.json()) as CompanyOrderQuote).toEqual({
      slug: PRINT,
      productName: 'Päivän Sanomat 7 pv yrityksille',
      price: {
        copies: 3,
        netCents: 134700,
        vatCents: 13470,
        vatPercent: 10,
        grossCents: 148170,
        quantityText: '3 lehteä',
        text: `yhteensä 1${NBSP}347,00${NBSP}€ + alv 10 % 134,70${NBSP}€ / vuosi`,
      },
      startWindow: { earliest: '2026-11-28', latest: '2027-02-19' },
    });
  });

  it.each([
    ['readers instead of copies', `slug=${PRINT}&readers=3`, 'readers'],
    ['21 copies (contact sales)', `slug=${PRINT}&copies=21`, 'copies'],
    ['copies of the digital offer', `slug=${SLUG}&copies=3`, 'copies'],
  ])('refuses %s with 400', async (_label, query, field) => {
    const res = await quote(query);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty(field);
  });

  it('orders copies from the chosen first issue: the subscription waits for it', async () => {
    const username = await newOrderer();
    const res = await order(printBody());
    expect(res.status, await res.clone().text()).toBe(201);
    const result = (await res.json()) as CompanyOrderResult;
    expect(result).toMatchObject({
      productName: 'Päivän Sanomat 7 pv yrityksille',
      startDate: '2026-12-01',
      deliveryAddress: 'Mannerheimintie 10 A 5, 00100 HELSINKI',
      admin: true,
      price: { copies: 3, netCents: 134700, vatCents: 13470, grossCents: 148170 },
    });
    const [sub] = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNumber, result.subscriptionNumber));
    expect(sub).toMatchObject({
      status: 'PENDING',
      productFormat: 'PAPER',
      startDate: '2026-12-01',
      periodStartDate: '2026-12-01',
      periodEndDate: '2027-11-30',
      readerCount: null,
      priceCents: 148170,
    });
    const [invoice] = await app.db
      .select()
      .from(invoices)
      .where(eq(invoices.invoiceNumber, result.invoiceNumber));
    expect(invoice).toMatchObject({
      amountCents: 148170,
      periodStartDate: '2026-12-01',
      periodEndDate: '2027-11-30',
      invoiceDate: '2026-11-21',
    });
    const [row] = await app.db
      .select()
      .from(companyOrders)
      .where(eq(companyOrders.id, result.orderId));
    expect(row).toMatchObject({ copies: 3, readers: null, netCents: 134700 });
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, username), eq(outbox.kind, 'company-order-confirmation')));
    expect(mail?.bodyText).toContain('Jakeluosoite: Mannerheimintie 10 A 5, 00100 HELSINKI');
    expect(mail?.bodyText).toContain('Päivän Sanomat 7 pv yrityksille: 3 lehteä.');
  });

  it.each([
    [
      'a first issue too soon',
      { startDate: '2026-11-27' },
      'Ensimmäinen jakelupäivä: Ensimmäinen lehti voidaan jakaa aikaisintaan 28.11.2026.',
    ],
    [
      'a first issue too far ahead',
      { startDate: '2027-02-20' },
      'Ensimmäinen jakelupäivä: Valitse alkamispäivä viimeistään 19.2.2027.',
    ],
    [
      'Christmas Day, without a paper',
      { startDate: '2026-12-25' },
      'Ensimmäinen jakelupäivä: Lehti ei ilmesty 25.12.2026. Valitse päivä, jona lehti ilmestyy.',
    ],
  ])('refuses %s with 400, changing nothing', async (_label, overrides, message) => {
    await newOrderer();
    const body = await expectRefusedUnchanged(
      () => order(printBody(overrides)),
      { status: 400, errorKey: 'validation-failed', field: 'startDate' },
      written,
    );
    expect(body.fields?.startDate).toBe(message);
  });

  it.each([
    ['no first issue', { startDate: undefined }, 'startDate'],
    ['readers in a print order', { readers: 3 }, 'readers'],
    ['21 copies', { copies: 21 }, 'copies'],
  ])('refuses %s with 400, changing nothing', async (_label, overrides, field) => {
    await newOrderer();
    await expectRefusedUnchanged(
      () => order(printBody(overrides)),
      { status: 400, errorKey: 'validation-failed', field },
      written,
    );
  });
});
