import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { and, count, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_PAIR } from '~/server/auth/rate-limit';
import { type DbHandle, openDb } from '~/server/db/client';
import { rowsOf } from '~/server/db/migrate';
import { accountDeletions } from '~/server/db/schema/account-deletions';
import { cardRequests } from '~/server/db/schema/cards';
import { companyOrders } from '~/server/db/schema/company-orders';
import { invoices, paymentCards } from '~/server/db/schema/payments';
import { readerCountChanges } from '~/server/db/schema/reader-count-changes';
import { subscriptions } from '~/server/db/schema/subscriptions';
import { auditLog, outbox } from '~/server/db/schema/system';
import { JOB_LOCK_KEYS } from '~/server/jobs/job-lock';
import { createAccount, createCustomer, createOwnedCustomer } from '../support/customer-factory';
import { type LocalSmtp, startLocalSmtp } from '../support/local-smtp';
import {
  type FreshDatabase,
  type PortalProcess,
  createDatabase,
  requireBuild,
  startPortalProcess,
} from '../support/processes/portal-processes';
import { DEMO_PASSWORD, TEST_NOW } from '../support/test-app';

// Issue 19 item 12, scale-out: two real `src/server/edge/serve.ts` processes of the build on one new
// PostgreSQL database, as behind a load balancer (same SITE_URL, same configuration), requests
// alternating between them. Sessions, rate limits, idempotency and the scheduled jobs must behave
// as with one process. The jobs run every second in both processes, so both fire in each tick.
// PostgreSQL only (CI's second pass, after `npm test` has built dist/). SCALE_OUT_PORTS pins the
// ports of the two servers and the SMTP server (e.g. "4470,4471,4472"); any free ones otherwise.

const onPostgres = Boolean(process.env['DATABASE_URL']);
const SITE = 'http://portaali.test';
const [PORT_A = 0, PORT_B = 0, PORT_SMTP = 0] = (process.env['SCALE_OUT_PORTS'] ?? '')
  .split(',')
  .filter(Boolean)
  .map(Number);
const MIGRATIONS = readdirSync(new URL('../../src/server/db/migrations/', import.meta.url)).filter(
  (file) => file.endsWith('.sql'),
).length;
const EVERY_SECOND = '* * * * * *';
/** Long enough for at least one tick of EVERY_SECOND in each process. */
const TICKS = 1_500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it holds or `ms` have passed; answers whether it held. */
async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(100);
  }
  return check();
}

const tally = (answers: Response[]) => {
  const statuses: Record<number, number> = {};
  for (const res of answers) statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  return statuses;
};

describe.skipIf(!onPostgres)('two portal processes on one PostgreSQL', () => {
  let database: FreshDatabase | undefined;
  let handle: DbHandle;
  let smtp: LocalSmtp | undefined;
  const portals: PortalProcess[] = [];

  beforeAll(async () => {
    requireBuild();
    smtp = await startLocalSmtp(undefined, undefined, PORT_SMTP);
    database = await createDatabase(process.env['DATABASE_URL'] ?? '');
    const env = {
      DATABASE_URL: database.url,
      NODE_ENV: 'development',
      SITE_URL: SITE,
      PORTAL_NOW: TEST_NOW,
      CLIENT_ADDRESS_HEADER: 'x-forwarded-for',
      BILLING_JOBS_CRON: EVERY_SECOND,
      ACCOUNT_DELETION_PURGE_CRON: EVERY_SECOND,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Lehtitalo <asiakaspalvelu@example.fi>',
    };
    // At once, on the empty database: both migrate and seed it on start.
    const started = await Promise.allSettled(
      [PORT_A, PORT_B].map((port) => startPortalProcess(port, env)),
    );
    for (const s of started) if (s.status === 'fulfilled') portals.push(s.value);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    handle = await openDb({ url: database.url });
  }, 60_000);

  afterAll(async () => {
    const codes = await Promise.all(portals.map((p) => p.stop()));
    await handle?.close();
    await database?.drop();
    await smtp?.close();
    expect(codes).toEqual(portals.map(() => 0));
  }, 30_000);

  /** A request to process `i % 2` (0 is A, 1 is B), from our origin. */
  const send = (
    i: number,
    path: string,
    init: { body?: unknown; cookie?: string; address?: string } = {},
  ) =>
    fetch(`${portals[i % 2]!.base}/api/v1${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        accept: 'application/json',
        origin: SITE,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.address ? { 'x-forwarded-for': init.address } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });

  const login = (i: number, username: string, password = DEMO_PASSWORD, address?: string) =>
    send(i, '/auth/login', {
      body: { username, password, intent: 'b2c', remember: false },
      ...(address ? { address } : {}),
    });

  async function cookieOf(i: number, username: string, intent: 'b2c' | 'b2b' = 'b2c') {
    const res = await send(i, '/auth/login', {
      body: { username, password: DEMO_PASSWORD, intent, remember: false },
    });
    expect(res.status, `${username} logs in`).toBe(200);
    return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }

  const rows = async (table: PgTable, where?: SQL) =>
    (await handle.db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;
  const audits = (action: string, entityId?: string) =>
    rows(
      auditLog,
      and(eq(auditLog.action, action), entityId ? eq(auditLog.entityId, entityId) : undefined),
    );
  async function subscription(number: string) {
    const [sub] = await handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNumber, number));
    if (!sub) throw new Error(`no subscription ${number}`);
    return sub;
  }

  it('migrated and seeded the empty database once, though both started on it at once', async () => {
    const ready = portals.map((p) => p.logs().find((l) => l.msg === 'database ready'));
    expect(ready.map((r) => r?.['seeded']).sort()).toEqual([false, true]);
    expect(ready.map((r) => Number(r?.['applied'])).sort((a, b) => a - b)).toEqual([0, MIGRATIONS]);
    const one = async (query: SQL) =>
      rowsOf<Record<string, unknown>>(await handle.db.execute(query))[0];
    expect(await one(sql`select count(*)::int as n from schema_migrations`)).toEqual({
      n: MIGRATIONS,
    });
    expect(
      await one(sql`select count(*)::int as n from customers where customer_number = '10000001'`),
    ).toEqual({ n: 1 });
    const streets = await one(
      sql`select count(*)::int as n, count(distinct street_key || zip_code)::int as d from known_streets`,
    );
    expect(streets?.['n']).toBeGreaterThan(0);
    expect(streets?.['n']).toBe(streets?.['d']);
  });

  it('sessions: a login on A works on B, and a logout on B ends it on A at once', async () => {
    const cookie = await cookieOf(0, 'maija.meikalainen@example.fi');
    expect((await send(1, '/subscriptions', { cookie })).status).toBe(200);
    // A verifies the session and keeps it for a few seconds (session-cache.ts).
    expect((await send(0, '/subscriptions', { cookie })).status).toBe(200);
    expect((await send(1, '/auth/logout', { cookie, body: {} })).status).toBeLessThan(300);
    const started = Date.now();
    const ended = await until(
      async () => (await send(0, '/subscriptions', { cookie })).status === 401,
      2_000,
    );
    expect(ended).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('rate limits: wrong passwords alternating A and B are locked after as many as on one process', async () => {
    await createAccount(handle.db, 'raja.yksi@example.fi');
    await createAccount(handle.db, 'raja.kaksi@example.fi');
    /** MAX+1 wrong passwords, then the right one, one at a time; `on` picks the process. */
    const attempts = async (username: string, address: string, on: (i: number) => number) => {
      const statuses: number[] = [];
      for (let i = 0; i <= MAX_FAILURES_PER_PAIR; i++) {
        statuses.push((await login(on(i), username, `vaara-${i}`, address)).status);
      }
      const right = await login(on(MAX_FAILURES_PER_PAIR + 1), username, DEMO_PASSWORD, address);
      return [...statuses, right.status];
    };
    const expected = [...Array<number>(MAX_FAILURES_PER_PAIR).fill(401), 429, 429];
    expect(await attempts('raja.yksi@example.fi', '10.19.12.1', () => 0)).toEqual(expected);
    expect(await attempts('raja.kaksi@example.fi', '10.19.12.2', (i) => i)).toEqual(expected);
  });

  it('rate limits: a burst of guesses at both at once evaluates only the limit', async () => {
    await createAccount(handle.db, 'raja.kolme@example.fi');
    const burst = Array.from({ length: 4 * MAX_FAILURES_PER_PAIR }, (_, i) =>
      login(i, 'raja.kolme@example.fi', `vaara-${i}`, '10.19.12.3'),
    );
    expect(tally(await Promise.all(burst))).toEqual({
      401: MAX_FAILURES_PER_PAIR,
      429: 3 * MAX_FAILURES_PER_PAIR,
    });
  });

  it('idempotency: one company order for one key sent to both at once', async () => {
    const cookie = await cookieOf(1, 'pekka.virtanen@example.fi');
    const key = randomUUID();
    const body = {
      slug: 'paivan-sanomat-digi-yritys',
      readers: 5,
      businessId: '0201256-6',
      company: {
        name: 'Skaalaajat Oy',
        contactPerson: 'Sakari Skaalaaja',
        invoicingEmail: 'laskut@skaalaajat.example.fi',
        eInvoiceAddress: '',
        eInvoiceOperator: '',
        invoiceReference: 'Digi',
      },
      address: {
        streetAddress: 'Mannerheimintie 10 A 5',
        zipCode: '00100',
        postOffice: 'Helsinki',
      },
      termsAccepted: true,
      idempotencyKey: key,
    };
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => send(i, '/company-orders', { cookie, body })),
    );
    expect(tally(answers)).toEqual({ 201: 1, 200: 5 });
    const orderIds = await Promise.all(
      answers.map(async (res) => ((await res.json()) as { orderId: string }).orderId),
    );
    expect(new Set(orderIds).size).toBe(1);
    expect(await rows(companyOrders, eq(companyOrders.idempotencyKey, key))).toBe(1);
    const [order] = await handle.db
      .select()
      .from(companyOrders)
      .where(eq(companyOrders.idempotencyKey, key));
    expect(await rows(invoices, eq(invoices.subscriptionId, order!.subscriptionId))).toBe(1);
    expect(await audits('COMPANY_ORDER_PLACED')).toBe(1);
  });

  it('idempotency: one due-date postponement of ten sent to both at once', async () => {
    const cookie = await cookieOf(0, 'maija.meikalainen@example.fi');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(i, '/invoices/50000004/due-date', { cookie, body: { weeks: 2 } }),
      ),
    );
    expect(tally(answers)).toEqual({ 200: 1, 409: 9 });
    const [invoice] = await handle.db
      .select({ dueDate: invoices.dueDate })
      .from(invoices)
      .where(eq(invoices.invoiceNumber, '50000004'));
    expect(invoice?.dueDate).toBe('2026-12-15');
    expect(await audits('INVOICE_DUE_DATE_POSTPONED')).toBe(1);
  });

  it('jobs: both stand aside while the lock is held elsewhere, then each due item is done once', async () => {
    // While the test holds both jobs' locks, as a third process would: due work for the billing
    // jobs and the purge, a period that ended in October, Maija's Visa expiring before
    // 2000001's next charge (a reminder e-mail), a deletion due a week ago.
    const { default: pg } = await import('pg');
    const holder = new pg.Client({ connectionString: database!.url });
    await holder.connect();
    const maijas = await subscription('2000001');
    let deletionId = '';
    try {
      await holder.query('select pg_advisory_lock($1), pg_advisory_lock($2)', [
        JOB_LOCK_KEYS.billing,
        JOB_LOCK_KEYS.deletionPurge,
      ]);
      await createCustomer(handle.db, {
        customerNumber: '31912001',
        subscriptionNumber: '3191201',
        subscription: { periodStartDate: '2026-10-01', periodEndDate: '2026-10-31' },
      });
      const owned = await createOwnedCustomer(handle.db, 'poistuva@example.fi', {
        customerNumber: '31912002',
        subscriptionNumber: '3191202',
      });
      const [deletion] = await handle.db
        .insert(accountDeletions)
        .values({
          accountId: owned.accountId,
          customerIds: [owned.customerId],
          requestedAt: new Date('2026-11-07T12:00:00+02:00'),
          purgeDueAt: new Date('2026-11-14T12:00:00+02:00'),
        })
        .returning({ id: accountDeletions.id });
      deletionId = deletion!.id;
      await handle.db
        .update(paymentCards)
        .set({ expiryMonth: 11, expiryYear: 2026 })
        .where(eq(paymentCards.id, maijas.paymentCardId!));
      const since = Date.now();
      await sleep(TICKS);
      // A tick went by in each process, and each one stood aside for the lock's holder.
      for (const portal of portals) {
        const said = (msg: string) =>
          portal.logs().filter((l) => l.msg === msg && (l.time ?? 0) >= since).length;
        expect(said('[billing] another process is running the billing jobs')).toBeGreaterThan(0);
        expect(said('[deletion] another process is running the purge')).toBeGreaterThan(0);
      }
      expect((await subscription('3191201')).periodEndDate).toBe('2026-10-31');
      expect(await rows(outbox, eq(outbox.kind, 'card-expiring'))).toBe(0);
      expect(await audits('ACCOUNT_PURGED', deletionId)).toBe(0);
    } finally {
      await holder.end();
    }
    const done = async () =>
      (await subscription('3191201')).periodEndDate === '2026-11-30' &&
      (await rows(outbox, eq(outbox.kind, 'card-expiring'))) > 0 &&
      (await audits('ACCOUNT_PURGED', deletionId)) > 0;
    expect(await until(done, 5_000)).toBe(true);
    await sleep(TICKS); // more ticks in both processes: nothing more to do
    expect(await audits('BILLING_PERIOD_STARTED', '3191201')).toBe(1);
    expect(await rows(outbox, eq(outbox.kind, 'card-expiring'))).toBe(1);
    expect(await audits('CARD_EXPIRING_REQUESTED', '2000001')).toBe(1);
    expect(
      await rows(
        cardRequests,
        and(eq(cardRequests.subscriptionId, maijas.id), eq(cardRequests.status, 'PENDING')),
      ),
    ).toBe(1);
    expect(await audits('ACCOUNT_PURGED', deletionId)).toBe(1);
  });

  it('e-mail: both deliver the outbox every 15 s; the reminder and every other message arrive once', async () => {
    const reminderSent = async () =>
      (await rows(
        outbox,
        and(eq(outbox.kind, 'card-expiring'), sql`${outbox.sentAt} is not null`),
      )) === 1;
    expect(await until(reminderSent, 17_000)).toBe(true);
    const all = await handle.db
      .select({ id: outbox.id, sent: sql<boolean>`${outbox.sentAt} is not null` })
      .from(outbox);
    const received = smtp!.received.map((m) => m.headers['message-id'] ?? '');
    const idOf = (row: { id: string }) => `<${row.id}@portaali.test>`;
    // Each message once; one a run is sending right now may be received but not yet marked.
    expect(received.length).toBeGreaterThan(1);
    expect(new Set(received).size).toBe(received.length);
    for (const row of all.filter((r) => r.sent)) expect(received).toContain(idOf(row));
    expect(all.map(idOf)).toEqual(expect.arrayContaining(received));
  }, 25_000);

  it('jobs: a reader-count change is applied once though both run the step in each tick', async () => {
    const cookie = await cookieOf(0, 'yritys.admin@example.fi', 'b2b');
    const sub = await subscription('2100001');
    const notes = () =>
      rows(invoices, and(eq(invoices.subscriptionId, sub.id), eq(invoices.kind, 'CREDIT_NOTE')));
    const notesBefore = await notes();
    const changed = await send(1, '/subscriptions/2100001/reader-count/changes', {
      cookie,
      body: { readers: 12 },
    });
    expect(changed.status).toBe(201);
    const applied = () =>
      rows(
        readerCountChanges,
        and(
          eq(readerCountChanges.subscriptionId, sub.id),
          eq(readerCountChanges.status, 'APPLIED'),
        ),
      );
    expect(await until(async () => (await applied()) > 0, 5_000)).toBe(true);
    await sleep(TICKS);
    expect(await applied()).toBe(1);
    expect(await audits('READER_COUNT_CHANGE_APPLIED', '2100001')).toBe(1);
    expect(await notes()).toBe(notesBefore + 1);
    expect((await subscription('2100001')).readerCount).toBe(12);
  });
});
