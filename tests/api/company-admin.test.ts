import { and, count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CompanySession } from '~/domain/auth/company-session';
import { accountCustomers, accounts, sessions } from '~/server/db/schema/accounts';
import { customers } from '~/server/db/schema/customers';
import { auditLog, outbox } from '~/server/db/schema/system';
import { createAccount, createCompany, createCustomer } from '../support/customer-factory';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { useTestApp } from '../support/test-app';

// Issue 16 items 2 and 6, decision 0039: only a company's admin, in a b2b session, acts for it.
// Esimerkki Oy (10000002, subscription 2100001, invoice 50000005) has the admin ADMIN and the
// plain user USER; the tests add Toinen Oy (ADMIN is admin there too) and Kolmas Oy (not).

const ADMIN = 'yritys.admin@example.fi';
const USER = 'yritys.lukija@example.fi';
const SECOND = { customerNumber: '10000902', subscriptionNumber: '2100902' };
const THIRD = { customerNumber: '10000903', subscriptionNumber: '2100903' };

/** What a company's admin reads: its subscription, readers, requests and invoices. */
const companyReads = (subscriptionNumber: string) => [
  `/subscriptions/${subscriptionNumber}`,
  `/subscriptions/${subscriptionNumber}/reader-count`,
  `/subscriptions/${subscriptionNumber}/reading-rights`,
  `/subscriptions/${subscriptionNumber}/company-requests`,
];

const app = useTestApp();
let adminId: string;
beforeAll(async () => {
  const [admin] = await app.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, ADMIN));
  adminId = admin?.id ?? '';
  const other = await createAccount(app.db, 'kolmas.admin@example.fi');
  await createCompany(app.db, {
    ...SECOND,
    companyName: 'Toinen Oy',
    links: [{ accountId: adminId, role: 'COMPANY_ADMIN' }],
  });
  await createCompany(app.db, {
    ...THIRD,
    companyName: 'Kolmas Oy',
    links: [
      { accountId: other, role: 'COMPANY_ADMIN' },
      // A plain user link gives nothing either.
      { accountId: adminId, role: 'COMPANY_USER' },
    ],
  });
  // The admin is also a private customer of her own.
  const own = await createCustomer(app.db, {
    customerNumber: '10000904',
    subscriptionNumber: '2100904',
    subscription: { periodEndDate: '2026-12-31' },
  });
  await app.db
    .insert(accountCustomers)
    .values({ accountId: adminId, customerId: own, role: 'OWNER' });
});

beforeEach(() => app.clearCookies());

const companies = async () => (await (await app.call('/auth/companies')).json()) as CompanySession;
const switchTo = (customerNumber: unknown, headers?: Record<string, string>) =>
  app.call('/auth/company', {
    method: 'POST',
    body: { customerNumber },
    ...(headers && { headers }),
  });
const subscriptionNumbers = async () =>
  (
    (await (await app.call('/subscriptions')).json()) as {
      subscriptions: { subscriptionNumber: string }[];
    }
  ).subscriptions.map((s) => s.subscriptionNumber);

async function sessionState() {
  const rows = await app.db
    .select({ active: sessions.activeCustomerId })
    .from(sessions)
    .where(eq(sessions.accountId, adminId));
  const [audits] = await app.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.accountId, adminId), eq(auditLog.action, 'COMPANY_SWITCHED')));
  return { rows, audits: audits?.n };
}

describe('company routes need the admin role in a b2b session', () => {
  it('the admin reads the company subscription, readers, requests and invoices', async () => {
    expect((await app.login(ADMIN, { intent: 'b2b' })).status).toBe(200);
    for (const path of [
      ...companyReads('2100001'),
      '/invoices/50000005',
      '/invoices/50000005/pdf',
    ]) {
      expect((await app.call(path)).status, path).toBe(200);
    }
    expect(await subscriptionNumbers()).toEqual(['2100001']);
    expect(JSON.stringify(await (await app.call('/invoices')).json())).toContain('50000005');
    expect(JSON.stringify(await (await app.call('/reading-rights')).json())).toContain('2100001');
  });

  it('a plain company user cannot log in as a business customer', async () => {
    const res = await app.login(USER, { intent: 'b2b' });
    expect(res.status).toBe(403);
    expect((await res.json()).errorKey).toBe('business-admin-required');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('a plain company user in a private session reaches none of the company', async () => {
    expect((await app.login(USER)).status).toBe(200);
    for (const path of [...companyReads('2100001'), '/invoices/50000005']) {
      expect((await app.call(path)).status, path).toBe(404);
    }
    expect(await subscriptionNumbers()).toEqual([]);
    expect(JSON.stringify(await (await app.call('/invoices')).json())).not.toContain('50000005');
    expect(JSON.stringify(await (await app.call('/reading-rights')).json())).not.toContain(
      '2100001',
    );
    expect((await app.call('/invoices/50000005/pdf')).status).toBe(404);
    const writes: [string, unknown][] = [
      ['/subscriptions/2100001/reader-count/changes', { readers: 12 }],
      ['/subscriptions/2100001/reading-rights/invitations', { method: 'LINK' }],
      ['/subscriptions/2100001/company-requests', { changeType: 'OTHER', message: 'Hei' }],
    ];
    for (const [path, body] of writes) {
      await expectRefusedUnchanged(
        () => app.call(path, { method: 'POST', body }),
        { status: 404, errorKey: 'subscription-not-found' },
        written,
      );
    }
  });

  it('a plain company user gets no subscription number from the link wizard', async () => {
    expect((await app.login(USER)).status).toBe(200);
    const res = await app.call('/subscription-links/search', {
      method: 'POST',
      body: { customerNumber: '10000002', zipCode: '00180' },
    });
    const text = await res.text();
    expect(res.status).toBe(403);
    expect(text).not.toContain('2100001');
  });

  it('the admin in a private session acts only as a private customer', async () => {
    expect((await app.login(ADMIN)).status).toBe(200);
    expect(await subscriptionNumbers()).toEqual(['2100904']);
    for (const path of [...companyReads('2100001'), '/invoices/50000005']) {
      expect((await app.call(path)).status, path).toBe(404);
    }
    expect(await companies()).toEqual({ companies: [], activeCustomerNumber: null });
  });

  it('another company\u2019s ids are 404, also where the account is a plain user', async () => {
    expect((await app.login(ADMIN, { intent: 'b2b' })).status).toBe(200);
    for (const path of companyReads(THIRD.subscriptionNumber)) {
      expect((await app.call(path)).status, path).toBe(404);
    }
  });

  it('a b2b session whose admin role was removed meanwhile gets business-admin-required', async () => {
    const extra = await createAccount(app.db, 'poistuva.admin@example.fi');
    await app.db.insert(accountCustomers).values({
      accountId: extra,
      customerId: await customerIdOf('10000002'),
      role: 'COMPANY_ADMIN',
    });
    expect((await app.login('poistuva.admin@example.fi', { intent: 'b2b' })).status).toBe(200);
    expect((await app.call('/subscriptions/2100001')).status).toBe(200);
    await app.db.delete(accountCustomers).where(eq(accountCustomers.accountId, extra));
    // The session cache remembers a verified session for a few seconds.
    app.clock.advance(6_000);
    const res = await app.call('/subscriptions/2100001');
    expect(res.status).toBe(403);
    expect((await res.json()).errorKey).toBe('business-admin-required');
  });
});

/** What a company write would leave behind: audit rows and e-mails. */
async function written() {
  const [audits] = await app.db.select({ n: count() }).from(auditLog);
  const [mails] = await app.db.select({ n: count() }).from(outbox);
  return { audits: audits?.n, mails: mails?.n };
}

async function customerIdOf(customerNumber: string): Promise<string> {
  const [row] = await app.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber));
  return row?.id ?? '';
}

describe('GET /auth/companies and POST /auth/company', () => {
  it('lists the admin\u2019s companies and switches to the other one', async () => {
    expect((await app.login(ADMIN, { intent: 'b2b' })).status).toBe(200);
    expect(await companies()).toEqual({
      companies: [
        { customerNumber: '10000002', name: 'Esimerkki Oy' },
        { customerNumber: SECOND.customerNumber, name: 'Toinen Oy' },
      ],
      activeCustomerNumber: '10000002',
    });
    const res = await switchTo(SECOND.customerNumber);
    expect(res.status).toBe(200);
    expect(((await res.json()) as CompanySession).activeCustomerNumber).toBe(SECOND.customerNumber);
    // At once, without waiting for the session cache.
    expect(await subscriptionNumbers()).toEqual([SECOND.subscriptionNumber]);
    for (const path of companyReads(SECOND.subscriptionNumber)) {
      expect((await app.call(path)).status, path).toBe(200);
    }
    expect((await app.call('/subscriptions/2100001')).status).toBe(404);
    expect((await switchTo('10000002')).status).toBe(200);
    expect(await subscriptionNumbers()).toEqual(['2100001']);
  });

  it('refuses a company the account is not admin of, bad input, a forged Origin and no login', async () => {
    expect((await app.login(ADMIN, { intent: 'b2b' })).status).toBe(200);
    await expectRefusedUnchanged(
      () => switchTo(THIRD.customerNumber),
      { status: 404, errorKey: 'customer-not-found' },
      sessionState,
    );
    await expectRefusedUnchanged(
      () => switchTo('99999999'),
      { status: 404, errorKey: 'customer-not-found' },
      sessionState,
    );
    await expectRefusedUnchanged(
      () => switchTo('abc'),
      { status: 400, errorKey: 'validation-failed', field: 'customerNumber' },
      sessionState,
    );
    await expectRefusedUnchanged(
      () =>
        app.call('/auth/company', {
          method: 'POST',
          body: { customerNumber: SECOND.customerNumber, extra: 1 },
        }),
      { status: 400, errorKey: 'validation-failed' },
      sessionState,
    );
    await expectRefusedUnchanged(
      () => switchTo(SECOND.customerNumber, { origin: 'https://evil.example' }),
      { status: 403, errorKey: 'bad-origin' },
      sessionState,
    );
    app.clearCookies();
    await expectRefusedUnchanged(
      () => switchTo(SECOND.customerNumber),
      { status: 401, errorKey: 'not-logged-in' },
      sessionState,
    );
    expect((await app.call('/auth/companies')).status).toBe(401);
  });

  it('refuses switching in a private session', async () => {
    expect((await app.login(ADMIN)).status).toBe(200);
    await expectRefusedUnchanged(
      () => switchTo(SECOND.customerNumber),
      { status: 403, errorKey: 'forbidden' },
      sessionState,
    );
  });

  it('two switches at once leave the session acting for exactly one of the companies', async () => {
    expect((await app.login(ADMIN, { intent: 'b2b' })).status).toBe(200);
    const answers = await Promise.all([switchTo(SECOND.customerNumber), switchTo('10000002')]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const listed = await subscriptionNumbers();
    expect(listed).toHaveLength(1);
    const { activeCustomerNumber } = await companies();
    expect(listed[0]).toBe(activeCustomerNumber === '10000002' ? '2100001' : '2100902');
  });
});
