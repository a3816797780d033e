import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CardsOverview } from '~/domain/cards/card-views';
import type { FreshCustomer } from '~/domain/dev-customers/fresh-customer';
import type { SubscriptionList } from '~/domain/subscriptions/subscription-summary';
import { createApi } from '~/server/app';
import { customers } from '~/server/db/schema/customers';
import { invoices } from '~/server/db/schema/payments';
import { products } from '~/server/db/schema/products';
import { subscriptions } from '~/server/db/schema/subscriptions';
import { readEnv } from '~/server/env';
import { json } from '../support/json';
import { TEST_ORIGIN, useTestApp } from '../support/test-app';

const app = useTestApp();

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

  it('makes an add-on under its main subscription, both on the card, and takes a contact e-mail', async () => {
    const res = await make({
      subscriptions: ['CARD_PAPER_WITH_SUDOKU', 'QUARTERLY_LOCAL_PAPER'],
      contactEmail: 'pekka.virtanen@example.fi',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const made = await json<FreshCustomer>(res);
    expect(made.subscriptionNumbers).toHaveLength(3);
    const rows = await app.db
      .select({
        id: subscriptions.id,
        number: subscriptions.subscriptionNumber,
        parent: subscriptions.parentSubscriptionId,
        card: subscriptions.paymentCardId,
        method: subscriptions.paymentMethod,
        product: products.code,
        email: customers.contactEmail,
      })
      .from(subscriptions)
      .innerJoin(products, eq(products.id, subscriptions.productId))
      .innerJoin(customers, eq(customers.id, subscriptions.customerId))
      .where(inArray(subscriptions.subscriptionNumber, made.subscriptionNumbers))
      .orderBy(subscriptions.subscriptionNumber);
    const [main, addOn, local] = rows;
    expect(rows.map((r) => r.product)).toEqual(['PS-7PV', 'PS-SUDOKU', 'HV-6PV']);
    expect(addOn?.parent).toBe(main?.id);
    expect(main?.card).not.toBeNull();
    expect(addOn?.card).toBe(main?.card);
    expect(local).toMatchObject({ parent: null, card: null, method: 'PAPER_INVOICE' });
    expect(new Set(rows.map((r) => r.email))).toEqual(new Set(['pekka.virtanen@example.fi']));
  });

  it("makes the twin of Maija's 2000001 with its household member's reading right", async () => {
    const res = await make({ subscriptions: ['CARD_PAPER_WITH_SHARED_RIGHT'] });
    expect(res.status, await res.clone().text()).toBe(201);
    const made = await json<FreshCustomer>(res);
    expect(made.subscriptionNumbers).toHaveLength(1);
    expect((await app.login(made.username)).status).toBe(200);
    const list = await json<SubscriptionList>(await app.call('/subscriptions'));
    expect(list.subscriptions.map((s) => s.readingRightsLabel)).toEqual(['2/3 vapaana (1 jaettu)']);
  });

  it("makes the twin of Maija's cancelled 2000003 with its open invoice 50000004", async () => {
    const made = await json<FreshCustomer>(
      await make({ subscriptions: ['CANCELLED_DIGI_WITH_OPEN_INVOICE'] }),
    );
    expect(made.invoiceNumbers).toHaveLength(1);
    const [invoiceNumber = ''] = made.invoiceNumbers;
    const twin = async (invoice: string, subscription: string) => {
      const [row] = await app.db
        .select({
          kind: invoices.kind,
          state: invoices.paymentState,
          method: invoices.paymentMethod,
          invoiceDate: invoices.invoiceDate,
          dueDate: invoices.dueDate,
          periodStart: invoices.periodStartDate,
          periodEnd: invoices.periodEndDate,
          amount: invoices.amountCents,
          iban: invoices.iban,
          status: subscriptions.status,
          endDate: subscriptions.endDate,
          cancelledAt: subscriptions.cancelledAt,
          product: products.code,
        })
        .from(invoices)
        .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
        .innerJoin(products, eq(products.id, subscriptions.productId))
        .where(eq(invoices.invoiceNumber, invoice));
      expect(row).toBeDefined();
      const [own] = await app.db
        .select({ number: subscriptions.subscriptionNumber })
        .from(subscriptions)
        .innerJoin(invoices, eq(invoices.subscriptionId, subscriptions.id))
        .where(eq(invoices.invoiceNumber, invoice));
      expect(own?.number).toBe(subscription);
      return row;
    };
    expect(await twin(invoiceNumber, made.subscriptionNumbers[0] ?? '')).toEqual(
      await twin('50000004', '2000003'),
    );
    expect((await app.login(made.username)).status).toBe(200);
    const list = await app.call('/invoices');
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).toContain(invoiceNumber);
  });

  it('makes a company customer whose admin logs in with intent b2b', async () => {
    const res = await make({ subscriptions: ['COMPANY_DIGI'], role: 'COMPANY_ADMIN' });
    expect(res.status, await res.clone().text()).toBe(201);
    const made = await json<FreshCustomer>(res);
    expect(made).toMatchObject({ name: 'Testi Oy', lastName: null, invoiceNumbers: [] });
    expect((await app.login(made.username, { intent: 'b2b' })).status).toBe(200);
    const list = await json<SubscriptionList>(await app.call('/subscriptions'));
    expect(list.subscriptions.map((s) => s.subscriptionNumber)).toEqual(made.subscriptionNumbers);
    const [row] = await app.db
      .select({ type: customers.customerType, kind: customers.customerKind })
      .from(customers)
      .where(eq(customers.customerNumber, made.customerNumber));
    expect(row).toEqual({ type: 'COMPANY', kind: 'COMPANY' });
  });

  it('makes an admin of two companies with secondCompany, on numbers no later customer takes', async () => {
    const made = await json<FreshCustomer>(
      await make({ subscriptions: ['COMPANY_DIGI'], role: 'COMPANY_ADMIN', secondCompany: true }),
    );
    const second = made.secondCompany;
    expect(second?.name).toBe('Testi Toinen Oy');
    expect((await app.login(made.username, { intent: 'b2b' })).status).toBe(200);
    const companies = await json<{ companies: { customerNumber: string }[] }>(
      await app.call('/auth/companies'),
    );
    expect(companies.companies.map((c) => c.customerNumber)).toEqual([
      made.customerNumber,
      second?.customerNumber,
    ]);
    const next = await json<FreshCustomer>(await make({ subscriptions: ['COMPANY_DIGI'] }));
    expect([next.customerNumber, ...next.subscriptionNumbers]).not.toContain(
      second?.customerNumber,
    );
    expect(next.subscriptionNumbers).not.toContain(second?.subscriptionNumber);
  });

  it('leaves a refused charge as a pending card request with refusedCharge', async () => {
    const made = await json<FreshCustomer>(
      await make({
        subscriptions: ['WEEKEND_PAPER', 'CARD_PAPER_WITH_SUDOKU'],
        refusedCharge: 'NEEDS_CUSTOMER',
      }),
    );
    expect((await app.login(made.username)).status).toBe(200);
    const cards = await json<CardsOverview>(await app.call('/cards'));
    // The card paper (the second subscription asked for) waits, not its add-on.
    expect(cards.requests).toEqual([
      expect.objectContaining({
        subscriptionNumber: made.subscriptionNumbers[1],
        reason: 'CHARGE_NEEDS_CUSTOMER',
        deadlineLabel: '5.12.2026',
      }),
    ]);
  });

  it('links nothing with role NONE, for the link wizard to find by number and zip code', async () => {
    const made = await json<FreshCustomer>(
      await make({ subscriptions: ['QUARTERLY_LOCAL_PAPER'], role: 'NONE' }),
    );
    expect(made).toMatchObject({
      name: 'Testi Asiakas',
      lastName: 'Asiakas',
      address: {
        streetAddress: 'Mannerheimintie 10 A 5',
        zipCode: '00100',
        postOffice: 'HELSINKI',
      },
    });
    expect((await app.login(made.username)).status).toBe(200);
    const list = await json<SubscriptionList>(await app.call('/subscriptions'));
    expect(list.subscriptions).toEqual([]);
    const found = await app.call('/subscription-links/search', {
      method: 'POST',
      body: { customerNumber: made.customerNumber, zipCode: made.address.zipCode },
    });
    expect(found.status, await found.clone().text()).toBe(200);
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
