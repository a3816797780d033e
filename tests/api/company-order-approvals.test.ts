import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CompanyOrderApproval,
  CompanyOrderWaiting,
} from '~/domain/company-order/order-approval';
import type { CompanyOrderResult } from '~/domain/company-order/order-views';
import { expireCompanyOrderApprovals } from '~/server/api/company-orders/expire-approvals';
import { readEnv } from '~/server/env';
import { accountDeletions } from '~/server/db/schema/account-deletions';
import { accountCustomers } from '~/server/db/schema/accounts';
import { companyOrderApprovals } from '~/server/db/schema/company-order-approvals';
import { companyOrders } from '~/server/db/schema/company-orders';
import { invoices } from '~/server/db/schema/payments';
import { subscriptions } from '~/server/db/schema/subscriptions';
import { auditLog, outbox } from '~/server/db/schema/system';
import { createAccount, createCompany } from '../support/customer-factory';
import { expectAnsweredUnchanged, expectRefusedUnchanged } from '../support/refused-unchanged';
import { useTestApp } from '../support/test-app';

// Issue 30 item 17 (decision 0038): an order for an existing company from a login that is not its
// admin waits, unbilled, for an admin to accept it (or refuse it) within 14 days. Each test makes
// its own company (a valid Y-tunnus of its own), its admin and its orderer. Test clock: 21.11.2026.

const app = useTestApp();
let deps: Parameters<typeof expireCompanyOrderApprovals>[0];
let serial = 0;
beforeAll(async () => {
  deps = { db: app.db, clock: app.clock, env: readEnv({ NODE_ENV: 'test' }) };
});

/** A valid Y-tunnus from a seven-digit base (check digit: weights 7 9 10 5 8 4 2, mod 11). */
function businessIdFrom(base: number): string {
  for (let b = base; ; b += 1) {
    const d = String(b).padStart(7, '0');
    const r = [7, 9, 10, 5, 8, 4, 2].reduce((s, w, i) => s + w * Number(d[i]), 0) % 11;
    if (r !== 1) return `${d}-${r === 0 ? 0 : 11 - r}`; // remainder 1 has no check digit
  }
}

interface Company {
  name: string;
  businessId: string;
  invoicingEmail: string;
  customerId: string;
  admin: string;
}

/** A company customer with a companies row and one admin; nobody logged in afterwards. */
async function newCompany(): Promise<Company> {
  serial += 1;
  const name = `Hyväksyjät ${serial} Oy`;
  const businessId = businessIdFrom(3100000 + serial * 17);
  const invoicingEmail = `laskut.${serial}@hyvaksyjat.example.fi`;
  const admin = `hyvaksyja.${serial}@example.fi`;
  const adminId = await createAccount(app.db, admin);
  const customerId = await createCompany(app.db, {
    customerNumber: String(61000000 + serial),
    subscriptionNumber: String(6100000 + serial),
    companyName: name,
    links: [{ accountId: adminId, role: 'COMPANY_ADMIN' }],
    business: { businessId, invoicingEmail },
  });
  return { name, businessId, invoicingEmail, customerId, admin };
}

async function loginAs(username: string, intent: 'b2c' | 'b2b' = 'b2c') {
  app.clearCookies();
  expect((await app.login(username, { intent })).status).toBe(200);
}

/** A new account (no company), logged in b2c. */
async function newOrderer(): Promise<{ username: string; accountId: string }> {
  serial += 1;
  const username = `tyontekija.${serial}@example.fi`;
  const accountId = await createAccount(app.db, username);
  await loginAs(username);
  return { username, accountId };
}

const orderBody = (company: Company, overrides: Record<string, unknown> = {}) => ({
  slug: 'paivan-sanomat-digi-yritys',
  readers: 3,
  businessId: company.businessId,
  company: {
    name: company.name.toUpperCase(),
    contactPerson: 'Tiina Työntekijä',
    invoicingEmail: company.invoicingEmail,
    eInvoiceAddress: '',
    eInvoiceOperator: '',
    invoiceReference: 'Markkinointi',
  },
  address: { streetAddress: 'Mannerheimintie 10 A 5', zipCode: '00100', postOffice: 'Helsinki' },
  termsAccepted: true,
  idempotencyKey: randomUUID(),
  ...overrides,
});

const order = (body: unknown) => app.call('/company-orders', { method: 'POST', body });
const approvalPath = (id: string) => `/company-order-approvals/${id}`;
const decide = (id: string, decision: 'accept' | 'refuse') =>
  app.call(`${approvalPath(id)}/${decision}`, { method: 'POST' });

/** What an order or a decision could write, counted. */
async function written() {
  const n = async (table: PgTable) => (await app.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    subscriptions: await n(subscriptions),
    invoices: await n(invoices),
    orders: await n(companyOrders),
    approvals: await n(companyOrderApprovals),
    links: await n(accountCustomers),
    audits: await n(auditLog),
    mails: await n(outbox),
  };
}

const mailsTo = (to: string) =>
  app.db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(outbox.createdAt);

/** A non-admin's order for the company, answered 202. */
async function waitingOrder(company: Company) {
  const orderer = await newOrderer();
  const body = orderBody(company);
  const res = await order(body);
  expect(res.status, await res.clone().text()).toBe(202);
  return { orderer, body, waiting: (await res.json()) as CompanyOrderWaiting };
}

describe('an order for an existing company from a login that is not its admin', () => {
  it('waits unbilled (202), asks the admin by e-mail and tells the orderer', async () => {
    const company = await newCompany();
    const before = await written();
    const { orderer, waiting } = await waitingOrder(company);
    expect(waiting).toMatchObject({
      state: 'WAITING',
      companyName: company.name.toUpperCase(),
      businessId: company.businessId,
      startDate: null,
      lastDay: '2026-12-05',
    });
    expect(waiting.price.quantityText).toBe('3 lukijaa');
    const after = await written();
    expect(after).toMatchObject({
      subscriptions: before.subscriptions,
      invoices: before.invoices,
      orders: before.orders,
      links: before.links,
      approvals: before.approvals + 1,
    });
    const [asked] = await mailsTo(company.admin);
    expect(asked?.subject).toBe('Yrityksellenne tehty tilaus odottaa hyväksyntääsi');
    expect(asked?.bodyText).toContain(`/yritystilaus/hyvaksynta/${waiting.approvalId}`);
    expect(asked?.bodyText).toContain(orderer.username);
    expect(asked?.bodyText).toContain('5.12.2026');
    const [told] = await mailsTo(orderer.username);
    expect(told?.subject).toBe('Yritystilauksesi odottaa pääkäyttäjän hyväksyntää');
  });

  it('answers a repeat with the same key with the same waiting order, writing nothing', async () => {
    const company = await newCompany();
    const { body, waiting } = await waitingOrder(company);
    const res = await expectAnsweredUnchanged(() => order(body), 202, written);
    expect(await res.json()).toEqual(waiting);
  });

  it('takes one waiting order per account and company: another is refused (409), unchanged', async () => {
    const company = await newCompany();
    await waitingOrder(company);
    await expectRefusedUnchanged(
      () => order(orderBody(company)),
      { status: 409, errorKey: 'company-order-approval-pending' },
      written,
    );
  });

  it('is refused (409) when the company has no admin who could accept it', async () => {
    serial += 1;
    const businessId = businessIdFrom(3900000 + serial * 13);
    const company = {
      name: `Hallinnoton ${serial} Oy`,
      businessId,
      invoicingEmail: `laskut.${serial}@hallinnoton.example.fi`,
      admin: '',
      customerId: '',
    };
    company.customerId = await createCompany(app.db, {
      customerNumber: String(62000000 + serial),
      subscriptionNumber: String(6200000 + serial),
      companyName: company.name,
      business: { businessId, invoicingEmail: company.invoicingEmail },
    });
    await newOrderer();
    await expectRefusedUnchanged(
      () => order(orderBody(company)),
      { status: 409, errorKey: 'company-order-admin-required' },
      written,
    );
  });

  it('is still refused (409) when the name or invoicing data differ, storing nothing', async () => {
    const company = await newCompany();
    await newOrderer();
    await expectRefusedUnchanged(
      () => order(orderBody({ ...company, invoicingEmail: 'muu@example.fi' })),
      { status: 409, errorKey: 'b2b-invoicing-data-does-not-match-existing' },
      written,
    );
  });
});

describe("the company admin's acceptance", () => {
  it('shows the order to its admin in a company session only (404 for anyone else)', async () => {
    const company = await newCompany();
    const other = await newCompany();
    const { orderer, waiting } = await waitingOrder(company);
    const id = waiting.approvalId;
    expect((await app.call(approvalPath(id))).status).toBe(404); // the orderer
    await loginAs(company.admin); // a private session of the admin
    expect((await app.call(approvalPath(id))).status).toBe(404);
    await loginAs(other.admin, 'b2b'); // another company's admin
    for (const res of [
      await app.call(approvalPath(id)),
      await decide(id, 'accept'),
      await decide(id, 'refuse'),
    ]) {
      expect(res.status).toBe(404);
      expect(((await res.json()) as { errorKey: string }).errorKey).toBe(
        'company-order-approval-not-found',
      );
    }
    app.clearCookies();
    expect((await app.call(approvalPath(id))).status).toBe(401);
    await loginAs(company.admin, 'b2b');
    const res = await app.call(approvalPath(id));
    expect(res.status).toBe(200);
    expect((await res.json()) as CompanyOrderApproval).toMatchObject({
      approvalId: id,
      state: 'WAITING',
      orderedBy: orderer.username,
      contactPerson: 'Tiina Työntekijä',
      customerNumber: expect.stringMatching(/^61/),
      subscriptionNumber: null,
    });
    expect((await app.call(approvalPath('ei-tunniste'))).status).toBe(400);
  });

  it('places the order as the orderer’s when accepted: billed to the company, no admin rights', async () => {
    const company = await newCompany();
    const { orderer, body, waiting } = await waitingOrder(company);
    await loginAs(company.admin, 'b2b');
    const before = await written();
    const res = await decide(waiting.approvalId, 'accept');
    expect(res.status, await res.clone().text()).toBe(200);
    const accepted = (await res.json()) as CompanyOrderApproval;
    expect(accepted.state).toBe('ACCEPTED');
    expect(accepted.subscriptionNumber).toMatch(/^\d+$/);
    const after = await written();
    expect(after).toMatchObject({
      subscriptions: before.subscriptions + 1,
      invoices: before.invoices + 1,
      orders: before.orders + 1,
      links: before.links,
    });
    const [sub] = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNumber, accepted.subscriptionNumber ?? ''));
    expect(sub).toMatchObject({ customerId: company.customerId, readerCount: 3 });
    const [row] = await app.db
      .select()
      .from(companyOrders)
      .where(eq(companyOrders.subscriptionId, sub?.id ?? ''));
    expect(row).toMatchObject({ accountId: orderer.accountId, existingCompany: true });
    const ordererLinks = await app.db
      .select()
      .from(accountCustomers)
      .where(
        and(
          eq(accountCustomers.accountId, orderer.accountId),
          eq(accountCustomers.customerId, company.customerId),
        ),
      );
    expect(ordererLinks).toEqual([]);
    const confirmation = (await mailsTo(orderer.username)).at(-1);
    expect(confirmation?.subject).toBe('Yritystilauksesi on vastaanotettu');
    expect(confirmation?.bodyText).toContain('Yrityksen pääkäyttäjä hyväksyi tilauksen');
    // The orderer's wizard, retrying its key, now finds the placed order.
    await loginAs(orderer.username);
    const retry = await order(body);
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as CompanyOrderResult).subscriptionNumber).toBe(
      accepted.subscriptionNumber,
    );
  });

  it('accepts once when two accepts race: the other answers 409 and nothing is billed twice', async () => {
    const company = await newCompany();
    const { waiting } = await waitingOrder(company);
    await loginAs(company.admin, 'b2b');
    const before = await written();
    const answers = await Promise.all([
      decide(waiting.approvalId, 'accept'),
      decide(waiting.approvalId, 'accept'),
      decide(waiting.approvalId, 'refuse'),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const after = await written();
    const accepted = answers[0]?.status === 200 || answers[1]?.status === 200;
    expect(after.subscriptions).toBe(before.subscriptions + (accepted ? 1 : 0));
  });

  it('refuses: nothing billed, the orderer told, and a later accept answers 409', async () => {
    const company = await newCompany();
    const { orderer, waiting } = await waitingOrder(company);
    await loginAs(company.admin, 'b2b');
    const before = await written();
    const res = await decide(waiting.approvalId, 'refuse');
    expect(res.status).toBe(200);
    expect(((await res.json()) as CompanyOrderApproval).state).toBe('REFUSED');
    const after = await written();
    expect(after).toMatchObject({
      subscriptions: before.subscriptions,
      invoices: before.invoices,
      orders: before.orders,
    });
    expect((await mailsTo(orderer.username)).at(-1)?.subject).toBe(
      'Yritystilaustasi ei hyväksytty',
    );
    await expectRefusedUnchanged(
      () => decide(waiting.approvalId, 'accept'),
      { status: 409, errorKey: 'company-order-approval-decided' },
      written,
    );
  });

  it('cannot be accepted once the orderer has deleted the account (410)', async () => {
    const company = await newCompany();
    const { orderer, waiting } = await waitingOrder(company);
    const now = app.clock.now();
    await app.db.insert(accountDeletions).values({
      accountId: orderer.accountId,
      requestedAt: now,
      purgeDueAt: new Date(now.getTime() + 30 * 86_400_000),
    });
    await loginAs(company.admin, 'b2b');
    const view = (await (await app.call(approvalPath(waiting.approvalId))).json()) as {
      state: string;
    };
    expect(view.state).toBe('WITHDRAWN');
    await expectRefusedUnchanged(
      () => decide(waiting.approvalId, 'accept'),
      { status: 410, errorKey: 'company-order-approval-withdrawn' },
      written,
    );
  });
});

describe('the deadline', () => {
  it('expires a waiting order after its last day: 410 to the admin, the job tells the orderer', async () => {
    const company = await newCompany();
    const { orderer, waiting } = await waitingOrder(company);
    const fifteenDays = 15 * 86_400_000;
    app.clock.advance(fifteenDays);
    try {
      await loginAs(company.admin, 'b2b');
      await expectRefusedUnchanged(
        () => decide(waiting.approvalId, 'accept'),
        { status: 410, errorKey: 'company-order-approval-expired' },
        written,
      );
      expect(await expireCompanyOrderApprovals(deps)).toBeGreaterThanOrEqual(1);
      const [row] = await app.db
        .select({ state: companyOrderApprovals.state })
        .from(companyOrderApprovals)
        .where(eq(companyOrderApprovals.id, waiting.approvalId));
      expect(row?.state).toBe('EXPIRED');
      expect((await mailsTo(orderer.username)).at(-1)?.subject).toBe('Yritystilauksesi vanheni');
      expect(await expireCompanyOrderApprovals(deps)).toBe(0);
    } finally {
      app.clock.advance(-fifteenDays);
    }
  });
});
