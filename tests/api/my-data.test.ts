import { eq, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeHistory } from '~/domain/my-data/change-history';
import { isSecretColumn } from '~/domain/my-data/export-file';
import type { MyDataExport } from '~/domain/my-data/export-schema';
import { audit } from '~/server/audit';
import { exportSources, notExported } from '~/server/api/my-data/export-sources';
import { accounts, sessions } from '~/server/db/schema/accounts';
import { customers } from '~/server/db/schema/customers';
import { subscriptions } from '~/server/db/schema/subscriptions';
import { auditLog } from '~/server/db/schema/system';
import { createAccount, createCustomer } from '../support/customer-factory';
import { json } from '../support/json';
import { type TestApp, createTestApp } from '../support/test-app';

const MAIJA = 'maija.meikalainen@example.fi';
const ADMIN = 'yritys.admin@example.fi';
const STRANGER = 'vieras.asiakas@example.fi';

let app: TestApp;
let maijaAccountId: string;

beforeAll(async () => {
  app = await createTestApp();
  // Another person with a subscription of her own: nothing of hers may reach Maija.
  await createCustomer(app.db, {
    customerNumber: '77700001',
    contactEmail: 'vieras.asiakas@example.fi',
    subscriptionNumber: '7770001',
  });
  const strangerAccount = await createAccount(app.db, STRANGER);
  await audit(app.db, {
    accountId: strangerAccount,
    action: 'CARD_ADDED',
    entity: 'payment_card',
    at: new Date('2026-11-20T08:00:00Z'),
  });
  const [maija] = await app.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, MAIJA));
  maijaAccountId = maija?.id ?? '';
});
afterAll(() => app.close());
beforeEach(() => app.clearCookies());

const download = () => app.call('/account/my-data');
const history = (query = '') => app.call(`/account/change-history${query}`);

/** Every key at any depth of a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
}

describe('GET /account/my-data', () => {
  it('needs a login', async () => {
    expect((await download()).status).toBe(401);
    expect((await history()).status).toBe(401);
  });

  it("downloads Maija's account, customer record and subscriptions as a dated JSON file", async () => {
    await app.login(MAIJA);
    const res = await download();
    expect(res.status).toBe(200);
    // The file is named by the Helsinki date of the test clock (2026-11-21).
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="omat-tiedot-2026-11-21.json"',
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = await json<MyDataExport>(res);
    expect(data.selite).toContain('tietosuoja');
    expect(data.osiot.kayttajatili?.rivit).toEqual([expect.objectContaining({ username: MAIJA })]);
    expect(data.osiot.asiakastiedot?.rivit).toEqual([
      expect.objectContaining({ customerNumber: '10000001', lastName: expect.any(String) }),
    ]);
    const [maija] = await app.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.customerNumber, '10000001'));
    const own = await app.db
      .select({ number: subscriptions.subscriptionNumber })
      .from(subscriptions)
      .where(eq(subscriptions.customerId, maija?.id ?? ''));
    const listed = (data.osiot.tilaukset?.rivit ?? []).map((r) => r.subscriptionNumber);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual(expect.arrayContaining(own.map((s) => s.number)));
    // Her login just now is in the audit log section, and every section says what it holds.
    expect(data.osiot.tapahtumaloki?.rivit).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'LOGIN' })]),
    );
    for (const section of Object.values(data.osiot)) expect(section.kuvaus).not.toBe('');
  });

  it('leaves out the password hash, session ids, tokens and other secrets', async () => {
    await app.login(MAIJA);
    const res = await download();
    const text = await res.clone().text();
    expect(keysOf(await res.json()).filter(isSecretColumn)).toEqual([]);
    const [account] = await app.db.select().from(accounts).where(eq(accounts.username, MAIJA));
    expect(text).not.toContain(account?.passwordHash ?? 'no hash');
    const own = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.accountId, maijaAccountId));
    expect(own.length).toBeGreaterThan(0);
    for (const s of own) expect(text).not.toContain(s.id);
  });

  it("never holds another customer's data", async () => {
    await app.login(MAIJA);
    const text = await (await download()).text();
    expect(text).not.toContain('77700001');
    expect(text).not.toContain('7770001');
    expect(text).not.toContain(STRANGER);
  });

  it("gives a company admin the admin link but not the company's own records", async () => {
    await app.login(ADMIN, { intent: 'b2b' });
    const data = await json<MyDataExport>(await download());
    expect(data.osiot.kayttajatili?.rivit).toEqual([expect.objectContaining({ username: ADMIN })]);
    expect(data.osiot.asiakkuudet?.rivit).toEqual([
      expect.objectContaining({ role: 'COMPANY_ADMIN' }),
    ]);
    expect(data.osiot.asiakastiedot?.rivit).toEqual([]);
    expect(data.osiot.yritystiedot?.rivit).toEqual([]);
  });

  it("shows only the receipt of what a stranger sent naming her, never the sender's details", async () => {
    // Sent without a login, naming Maija's e-mail address and customer number.
    app.clearCookies();
    const notice = await app.call('/kaikki-notices', {
      method: 'POST',
      body: {
        firstName: 'Vieras',
        lastName: 'Ulkopuolinen',
        email: MAIJA,
        customerNumber: '10000001',
        endOption: 'END_OF_PERIOD',
        reasonText: 'Vieraan kirjoittama salainen teksti',
      },
      clientAddress: '10.61.0.1',
    });
    expect(notice.status).toBe(201);
    const contact = await app.call('/feedback/contact', {
      method: 'POST',
      body: {
        topic: 'DIGI',
        message: 'Vieraan yhteydenotto, jossa on Maijan osoite',
        contactEmail: MAIJA,
        replyByEmail: true,
      },
      clientAddress: '10.61.0.2',
    });
    expect(contact.status).toBe(201);
    // And one Maija sent herself while logged in: hers in full.
    await app.login(MAIJA);
    const own = await app.call('/feedback/contact', {
      method: 'POST',
      body: {
        topic: 'DIGI',
        message: 'Maijan oma viesti',
        contactEmail: MAIJA,
        replyByEmail: false,
      },
    });
    expect(own.status).toBe(201);

    const text = await (await download()).text();
    for (const stranger of ['Vieras', 'Ulkopuolinen', 'salainen teksti', 'Vieraan yhteydenotto']) {
      expect(text).not.toContain(stranger);
    }
    const body = JSON.parse(text) as MyDataExport;
    const notices = body.osiot['irtisanomisilmoitukset']?.rivit ?? [];
    expect(notices).toHaveLength(1);
    expect(Object.keys(notices[0] ?? {}).sort()).toEqual(
      ['createdAt', 'huomautus', 'processedAt', 'receiptNo', 'status'].sort(),
    );
    const messages = body.osiot['palautteet']?.rivit ?? [];
    expect(messages.map((m) => m['message'] ?? '-').sort()).toEqual(['-', 'Maijan oma viesti']);
    expect(messages.find((m) => !m['message'])).toMatchObject({
      kind: 'CONTACT',
      state: 'RECEIVED',
    });
  });

  it('answers two downloads at once with the same data', async () => {
    await app.login(MAIJA);
    const [a, b] = await Promise.all([download(), download()]);
    const [da, db] = [await json<MyDataExport>(a), await json<MyDataExport>(b)];
    expect(da.osiot).toEqual(db.osiot);
  });

  it('is not readable from another site (no CORS grant)', async () => {
    await app.login(MAIJA);
    const res = await app.call('/account/my-data', { headers: { origin: 'http://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the download covers every table', () => {
  it('lists each table of the schema once, as a section or as not about a person', () => {
    const schemaModules = import.meta.glob<Record<string, unknown>>(
      '../../src/server/db/schema/*.ts',
      { eager: true },
    );
    const tables = Object.values(schemaModules).flatMap((m) =>
      Object.values(m).filter((v): v is PgTable => is(v, PgTable)),
    );
    const classified = [...exportSources.map((s) => s.table), ...notExported.map((n) => n.table)];
    const name = (t: PgTable) =>
      (t as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')];
    expect(classified.map(name).sort()).toEqual(tables.map(name).sort());
  });
});

describe('GET /account/change-history', () => {
  it('shows her own changes newest first, in Finnish, with the channel', async () => {
    await app.login(MAIJA);
    const page = await json<ChangeHistory>(await history());
    expect(page.page).toBe(1);
    expect(page.entries[0]).toEqual(
      expect.objectContaining({
        action: 'LOGIN',
        description: 'Kirjauduit sisään',
        channel: 'WEB',
        channelLabel: 'Verkkopalvelu',
        atLabel: '21.11.2026 klo 10.00',
      }),
    );
    const times = page.entries.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.entries.map((e) => e.action)).not.toContain('CARD_ADDED');
  });

  it('pages 20 at a time and names what a change was about', async () => {
    const app2 = await createTestApp();
    try {
      const accountId = await createAccount(app2.db, 'sivutus@example.fi');
      for (let i = 0; i < 24; i++) {
        await audit(app2.db, {
          accountId,
          action: 'SUSPENSION_CREATED',
          entity: 'suspension',
          details: { subscriptionNumber: `12345${String(i).padStart(2, '0')}` },
          at: new Date(Date.UTC(2026, 9, 1 + i, 9)),
        });
      }
      await app2.login('sivutus@example.fi');
      // 24 changes and the login.
      const first = await json<ChangeHistory>(await app2.call('/account/change-history'));
      expect(first).toEqual(expect.objectContaining({ page: 1, pageCount: 2, total: 25 }));
      expect(first.entries).toHaveLength(20);
      expect(first.entries[1]).toEqual(
        expect.objectContaining({
          description: 'Teit jakelukeskeytyksen',
          about: 'Tilaus 1234523',
          atLabel: '24.10.2026 klo 12.00',
        }),
      );
      const second = await json<ChangeHistory>(await app2.call('/account/change-history?page=2'));
      expect(second.entries).toHaveLength(5);
      expect(second.entries.at(-1)?.about).toBe('Tilaus 1234500');
      const past = await json<ChangeHistory>(await app2.call('/account/change-history?page=3'));
      expect(past.entries).toEqual([]);
    } finally {
      await app2.close();
    }
  });

  it.each([['?page=0'], ['?page=abc'], ['?page=1.5'], ['?page=1&extra=1']])(
    'refuses %s with validation-failed',
    async (query) => {
      await app.login(MAIJA);
      const before = await app.db.$count(auditLog);
      const res = await history(query);
      expect(res.status).toBe(400);
      expect((await json<{ errorKey: string }>(res)).errorKey).toBe('validation-failed');
      expect(await app.db.$count(auditLog)).toBe(before);
    },
  );
});
