import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionList } from '~/domain/subscriptions/subscription-summary';
import { accountCustomers, accounts } from '~/server/db/schema/accounts';
import { customers } from '~/server/db/schema/customers';
import { auditLog, outbox } from '~/server/db/schema/system';
import { createAccount, createCustomer } from '../support/customer-factory';
import { type TestApp, createTestApp } from '../support/test-app';
import { rowCounts } from '../support/row-counts';
import { expectAnsweredUnchanged, expectRefusedUnchanged } from '../support/refused-unchanged';

const PEKKA = 'pekka.virtanen@example.fi';
const MAIJA = 'maija.meikalainen@example.fi';
const PEKKA_SEARCH = { customerNumber: '200000001', zipCode: '33100' };

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  // Ended long ago: nothing to link. Another e-mail address: needs the e-mailed link.
  await createCustomer(app.db, {
    customerNumber: '200000002',
    subscriptionNumber: '3000002',
    subscription: { status: 'FINISHED', endDate: '2025-06-30' },
  });
  await createCustomer(app.db, {
    customerNumber: '200000003',
    subscriptionNumber: '3000003',
    contactEmail: 'Toinen.Osoite@example.fi',
  });
  await createCustomer(app.db, {
    customerNumber: '200000004',
    subscriptionNumber: '3000004',
    contactEmail: 'kolmas@example.fi',
  });
});
afterAll(() => app.close());

const post = (path: string, body: unknown) => app.call(path, { method: 'POST', body });
const search = (body: unknown) => post('/subscription-links/search', body);
const link = (body: unknown) => post('/subscription-links', body);

async function asUser(username: string): Promise<void> {
  app.clearCookies();
  expect((await app.login(username)).status).toBe(200);
}

const counts = () =>
  rowCounts(app.db, {
    links: accountCustomers,
    audits: { table: auditLog, where: eq(auditLog.action, 'SUBSCRIPTION_LINKED') },
    mails: outbox,
  });

async function lastMailTo(address: string) {
  const rows = await app.db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, address))
    .orderBy(sql`${outbox.createdAt} desc`);
  return rows;
}

describe('POST /subscription-links/search', () => {
  it('needs a login', async () => {
    app.clearCookies();
    const res = await search(PEKKA_SEARCH);
    expect(res.status).toBe(401);
    expect((await link({ ...PEKKA_SEARCH, consent: true })).status).toBe(401);
  });

  it('rejects malformed input with Finnish field messages', async () => {
    await asUser(PEKKA);
    const res = await search({ customerNumber: '1234', zipCode: '' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errorKey).toBe('validation-failed');
    expect(body.fields).toEqual({
      customerNumber: 'Asiakasnumerossa on oltava 8 tai 9 numeroa.',
      zipCode: 'Postinumero on pakollinen tieto',
    });
  });

  it('answers a wrong zip code and an unknown number the same way', async () => {
    const wrongZip = await search({ customerNumber: '200000001', zipCode: '00100' });
    const unknown = await search({ customerNumber: '299999999', zipCode: '33100' });
    expect(wrongZip.status).toBe(404);
    expect(unknown.status).toBe(404);
    const [a, b] = [await wrongZip.json(), await unknown.json()];
    expect(a).toEqual(b);
    expect(a).toEqual({
      errorKey: 'subscription-not-found',
      message: 'Tilausta ei löytynyt. Tarkista, että tiedot vastaavat laskun tietoja.',
    });
  });

  it("shows Pekka's overview when number and zip code match", async () => {
    const res = await search(PEKKA_SEARCH);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      customerNumber: '200000001',
      customerName: 'Pekka Virtanen',
      address: { streetAddress: 'Hämeenkatu 5 B 12', zipCode: '33100', postOffice: 'TAMPERE' },
      subscriptions: [
        {
          subscriptionNumber: '3000001',
          productName: 'Hämeen Viesti 6 pv',
          statusLabel: 'Tilaus voimassa',
        },
      ],
    });
  });

  it('answers no-offline-subscriptions when everything has ended', async () => {
    const res = await search({ customerNumber: '200000002', zipCode: '00500' });
    expect(res.status).toBe(409);
    expect((await res.json()).errorKey).toBe('no-offline-subscriptions');
  });

  it('is for private customers: a company session gets 403', async () => {
    app.clearCookies();
    await app.login('yritys.admin@example.fi', { intent: 'b2b' });
    const res = await search(PEKKA_SEARCH);
    expect(res.status).toBe(403);
  });

  it('answers search-failed when the lookup itself fails', async () => {
    await asUser(PEKKA);
    await app.db.execute(sql`alter table addresses rename to addresses_away`);
    // The handler logs the database error for operators (the logger is silent under Vitest).
    try {
      const res = await search(PEKKA_SEARCH);
      expect(res.status).toBe(503);
      expect((await res.json()).errorKey).toBe('search-failed');
    } finally {
      await app.db.execute(sql`alter table addresses_away rename to addresses`);
    }
  });
});

describe('POST /subscription-links', () => {
  it('needs the consent and changes nothing without it', async () => {
    await asUser(PEKKA);
    for (const body of [PEKKA_SEARCH, { ...PEKKA_SEARCH, consent: false }]) {
      const answer = await expectRefusedUnchanged(
        () => link(body),
        { status: 400, errorKey: 'validation-failed', field: 'consent' },
        counts,
      );
      expect(answer.fields?.consent).toBe(
        'Vahvista, että olet tilauksen tilaaja tai maksaja ja haluat liittää sen tiliisi.',
      );
    }
  });

  it('links Pekka with an audit row and a confirmation e-mail', async () => {
    const before = await counts();
    const res = await link({ ...PEKKA_SEARCH, consent: true });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      linkedCustomerNumber: '200000001',
      subscriptionNumbers: ['3000001'],
    });
    expect(await counts()).toEqual({
      links: (before.links ?? 0) + 1,
      audits: (before.audits ?? 0) + 1,
      mails: (before.mails ?? 0) + 1,
    });
    const [row] = await app.db
      .select({ role: accountCustomers.role, username: accounts.username })
      .from(accountCustomers)
      .innerJoin(accounts, eq(accounts.id, accountCustomers.accountId))
      .innerJoin(customers, eq(customers.id, accountCustomers.customerId))
      .where(eq(customers.customerNumber, '200000001'));
    expect(row).toEqual({ role: 'OWNER', username: PEKKA });
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'SUBSCRIPTION_LINKED'));
    expect(audit).toMatchObject({ entityId: '200000001', channel: 'WEB' });
    const [mail] = await lastMailTo(PEKKA);
    expect(mail?.subject).toBe('Tilaus on liitetty käyttäjätiliisi');
    expect(mail?.bodyText).toContain('Hämeen Viesti 6 pv, tilausnumero 3000001');
    expect(mail?.bodyText).toContain('21.11.2026 klo 10.00');
    expect(mail?.bodyText).toContain('ota heti yhteyttä asiakaspalveluumme');
  });

  it('lists 3000001 among Pekka’s subscriptions right away', async () => {
    const res = await app.call('/subscriptions');
    const list = (await res.json()) as SubscriptionList;
    expect(list.subscriptions.map((s) => s.subscriptionNumber)).toEqual(['3000001']);
  });

  it('answers a repeated confirm (double click) with the same success and no new rows', async () => {
    const res = await expectAnsweredUnchanged(
      () => link({ ...PEKKA_SEARCH, consent: true }),
      200,
      counts,
    );
    expect((await res.json()).subscriptionNumbers).toEqual(['3000001']);
  });

  it('tells Pekka a new search finds what he already linked', async () => {
    const res = await search(PEKKA_SEARCH);
    expect(res.status).toBe(409);
    expect((await res.json()).errorKey).toBe('subscription-already-linked-to-account');
  });

  it('refuses Maija Pekka’s customer after Pekka linked it', async () => {
    await asUser(MAIJA);
    for (const res of [
      await search(PEKKA_SEARCH),
      await link({ ...PEKKA_SEARCH, consent: true }),
    ]) {
      expect(res.status).toBe(409);
      expect((await res.json()).errorKey).toBe('subscription-already-linked');
    }
  });
});

describe('a customer with another e-mail address', () => {
  const OTHER = { customerNumber: '200000003', zipCode: '00500', consent: true };
  let token = '';

  it('is not linked directly: a one-time link goes to the customer’s own address', async () => {
    await asUser(PEKKA);
    const before = await counts();
    const res = await link(OTHER);
    expect(res.status).toBe(409);
    expect((await res.json()).errorKey).toBe('email-mismatch');
    expect((await counts()).links).toBe(before.links);
    const [mail] = await lastMailTo('Toinen.Osoite@example.fi');
    expect(mail?.subject).toBe('Vahvista tilauksen liittäminen käyttäjätiliin');
    const found = /\/tilaukset\/etsi-tilauksesi\?vahvistus=([\w-]+)/.exec(mail?.bodyText ?? '');
    token = found?.[1] ?? '';
    expect(token).not.toBe('');
  });

  it('sends no second e-mail within 15 minutes', async () => {
    await link(OTHER);
    expect(await lastMailTo('Toinen.Osoite@example.fi')).toHaveLength(1);
  });

  it('links to the account that opens the e-mailed link, once', async () => {
    await asUser(MAIJA);
    const without = await post('/subscription-links/confirm-token', { token });
    expect(without.status).toBe(400);
    const res = await post('/subscription-links/confirm-token', { token, consent: true });
    expect(res.status).toBe(201);
    expect((await res.json()).linkedCustomerNumber).toBe('200000003');
    const list = (await (await app.call('/subscriptions')).json()) as SubscriptionList;
    expect(list.subscriptions.map((s) => s.subscriptionNumber)).toContain('3000003');
    const again = await post('/subscription-links/confirm-token', { token, consent: true });
    expect(again.status).toBe(404);
    expect((await again.json()).errorKey).toBe('link-confirmation-invalid');
  });

  it('tells that a mangled link is not valid, not to check a form (issue 20 item 14)', async () => {
    await asUser(MAIJA);
    for (const bogus of ['abc', 'ei-oikea-koodi!', '']) {
      const res = await post('/subscription-links/confirm-token', { token: bogus, consent: true });
      expect(res.status).toBe(404);
      expect((await res.json()).errorKey).toBe('link-confirmation-invalid');
    }
  });

  it('does not accept the link after 24 hours', async () => {
    await asUser(PEKKA);
    await link({ customerNumber: '200000004', zipCode: '00500', consent: true });
    const [mail] = await lastMailTo('kolmas@example.fi');
    const expired = /vahvistus=([\w-]+)/.exec(mail?.bodyText ?? '')?.[1] ?? '';
    app.clock.advance(25 * 3600_000);
    try {
      await asUser(PEKKA);
      const res = await post('/subscription-links/confirm-token', {
        token: expired,
        consent: true,
      });
      expect(res.status).toBe(404);
      const [links] = await app.db
        .select({ n: count() })
        .from(accountCustomers)
        .innerJoin(customers, eq(customers.id, accountCustomers.customerId))
        .where(and(eq(customers.customerNumber, '200000004')));
      expect(links?.n).toBe(0);
    } finally {
      app.clock.advance(-25 * 3600_000);
    }
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ clientAddress: '203.0.113.7' });
  });
  afterAll(() => limited.close());

  const wrong = { customerNumber: '200000001', zipCode: '00000' };
  const searchAs = async (username: string, body: unknown) => {
    limited.clearCookies();
    await limited.login(username);
    return limited.call('/subscription-links/search', { method: 'POST', body });
  };

  it('blocks an account after 5 failed searches for 15 minutes, even with the right data', async () => {
    for (let i = 0; i < 5; i++) expect((await searchAs(PEKKA, wrong)).status).toBe(404);
    const blocked = await searchAs(PEKKA, PEKKA_SEARCH);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).errorKey).toBe('too-many-requests');
    limited.clock.advance(16 * 60_000);
    expect((await searchAs(PEKKA, PEKKA_SEARCH)).status).toBe(200);
  });

  it('blocks a client address after 20 failed searches from any accounts', async () => {
    const users = ['a', 'b', 'c', 'd', 'e'].map((x) => `rajoitus.${x}@example.fi`);
    for (const user of users) await createAccount(limited.db, user);
    for (const user of users.slice(0, 4)) {
      for (let i = 0; i < 5; i++) expect((await searchAs(user, wrong)).status).toBe(404);
    }
    const res = await searchAs(users[4] ?? '', wrong);
    expect(res.status).toBe(429);
  });
});

describe('company customers (issue 12, finding 9)', () => {
  const COMPANY = { customerNumber: '10000002', zipCode: '00180' };
  let b: TestApp;
  beforeAll(async () => {
    b = await createTestApp();
    // A company that no account manages yet.
    const id = await createCustomer(b.db, {
      customerNumber: '200000077',
      subscriptionNumber: '3000077',
    });
    await b.db
      .update(customers)
      .set({ customerType: 'COMPANY', companyName: 'Testi Oy' })
      .where(eq(customers.id, id));
  });
  afterAll(() => b.close());

  const as = async (username: string) => {
    b.clearCookies();
    expect((await b.login(username)).status).toBe(200);
  };

  it('a plain company user in a private session gets 403 and no subscription number', async () => {
    await as('yritys.lukija@example.fi');
    const calls = [
      ['/subscription-links/search', COMPANY],
      ['/subscription-links', { ...COMPANY, consent: true }],
    ] as const;
    for (const [path, body] of calls) {
      const res = await b.call(path, { method: 'POST', body });
      const text = await res.text();
      expect(res.status, path).toBe(403);
      expect(JSON.parse(text).errorKey).toBe('target_customer_not_allowed');
      expect(text).not.toContain('2100001');
    }
  });

  it('nobody links an unmanaged company as a private owner', async () => {
    await as(PEKKA);
    const before = await b.db.select({ n: count() }).from(accountCustomers);
    const res = await b.call('/subscription-links', {
      method: 'POST',
      body: { customerNumber: '200000077', zipCode: '00500', consent: true },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).errorKey).toBe('target_customer_not_allowed');
    expect(await b.db.select({ n: count() }).from(accountCustomers)).toEqual(before);
  });
});
