import { and, count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  ReaderCountChangeResult,
  ReaderCountOverview,
  ReaderCountPreview,
} from '~/domain/reader-count/reader-count-views';
import { readEnv } from '~/server/env';
import { invoices } from '~/server/db/schema/payments';
import { readerCountChanges } from '~/server/db/schema/reader-count-changes';
import { subscriptions } from '~/server/db/schema/subscriptions';
import { auditLog, outbox } from '~/server/db/schema/system';
import { applyReaderCountChanges } from '~/server/reader-count/apply-reader-count-changes';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { createTestApp, type TestApp, useTestApp } from '../support/test-app';

// Decision 0033: Esimerkki Oy's 2100001 has 10 readers, 4 rights shared, a year from 21.4.2026
// to 20.4.2027 invoiced at 1 908,00 €; the test clock's today is 21.11.2026 (151 of 365 days left).

const ADMIN = 'yritys.admin@example.fi';
const MAIJA = 'maija.meikalainen@example.fi';
const BASE = '/subscriptions/2100001/reader-count';
const PRICE_12 = 'yhteensä 2\u00A0208,00\u00A0€ + alv 10 % 220,80\u00A0€ / vuosi';

const app = useTestApp();

beforeEach(async () => {
  // Each test starts from the demo's state: no change, 10 readers.
  await app.db.delete(readerCountChanges);
  app.clearCookies();
  expect((await app.login(ADMIN, { intent: 'b2b' })).status).toBe(200);
});

const on = (a: TestApp) => ({
  overview: (number = '2100001') => a.call(`/subscriptions/${number}/reader-count`),
  preview: (body: unknown) => a.call(`${BASE}/preview`, { method: 'POST', body }),
  change: (body: unknown, headers?: Record<string, string>) =>
    a.call(`${BASE}/changes`, { method: 'POST', body, ...(headers && { headers }) }),
});
const overview = (number?: string) => on(app).overview(number);
const preview = (body: unknown) => on(app).preview(body);
const change = (body: unknown, headers?: Record<string, string>) => on(app).change(body, headers);

async function written(a: TestApp = app) {
  const [changes] = await a.db.select({ n: count() }).from(readerCountChanges);
  const [audits] = await a.db.select({ n: count() }).from(auditLog);
  const [mails] = await a.db.select({ n: count() }).from(outbox);
  const [sub] = await a.db
    .select({ readers: subscriptions.readerCount, start: subscriptions.periodStartDate })
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionNumber, '2100001'));
  return { changes: changes?.n, audits: audits?.n, mails: mails?.n, sub };
}

describe('GET /subscriptions/{n}/reader-count', () => {
  it('gives the count, the shared rights, the range and the tiers', async () => {
    const res = await overview();
    expect(res.status).toBe(200);
    expect((await res.json()) as ReaderCountOverview).toEqual({
      subscriptionNumber: '2100001',
      currentReaders: 10,
      sharedRights: 4,
      min: 4,
      max: 50,
      tiers: [
        { from: 1, to: 5, yearlyCentsPerReader: 19900 },
        { from: 6, to: 10, yearlyCentsPerReader: 17900 },
        { from: 11, to: 25, yearlyCentsPerReader: 15900 },
        { from: 26, to: 50, yearlyCentsPerReader: 13900 },
      ],
      pending: null,
    });
  });

  it('is the company admin\u2019s only', async () => {
    app.clearCookies();
    expect((await overview()).status).toBe(401);
    await app.login(ADMIN, { intent: 'b2b' });
    expect((await overview('2000001')).status).toBe(404);
    app.clearCookies();
    // A plain user of the company (b2c session): the company's subscription is not theirs.
    await app.login('yritys.lukija@example.fi');
    expect((await overview()).status).toBe(404);
    app.clearCookies();
    await app.login(MAIJA);
    expect((await overview()).status).toBe(404);
    const own = await overview('2000001');
    expect(own.status).toBe(409);
    expect(((await own.json()) as { errorKey: string }).errorKey).toBe('reader-count-not-allowed');
  });
});

describe('POST /subscriptions/{n}/reader-count/preview', () => {
  it('prices 12 readers with VAT and the credit for the unused days, storing nothing', async () => {
    const before = await written();
    const res = await preview({ readers: 12 });
    expect(res.status).toBe(200);
    expect((await res.json()) as ReaderCountPreview).toEqual({
      readers: 12,
      price: {
        readers: 12,
        netCents: 220800,
        vatCents: 22080,
        vatPercent: 10,
        grossCents: 242880,
        text: PRICE_12,
      },
      // 190800 x 151 / 365 = 78933.04... -> 78933.
      creditCents: 78933,
      daysLeft: 151,
      daysInPeriod: 365,
      refusal: null,
    });
    expect(await written()).toEqual(before);
  });

  it('says why a count cannot be ordered', async () => {
    const over = (await (await preview({ readers: 51 })).json()) as ReaderCountPreview;
    expect(over.price).toBeNull();
    expect(over.refusal).toEqual({
      errorKey: 'reader-count-over-max',
      message:
        'Itsepalvelussa voit tilata enintään 50 lukijaa. Ota yhteyttä myyntiin, jos tarvitset enemmän.',
    });
    const below = (await (await preview({ readers: 3 })).json()) as ReaderCountPreview;
    expect(below.refusal?.errorKey).toBe('reader-count-below-shared');
    const same = (await (await preview({ readers: 10 })).json()) as ReaderCountPreview;
    expect(same.refusal?.errorKey).toBe('reader-count-unchanged');
  });
});

describe('POST /subscriptions/{n}/reader-count/changes', () => {
  it('stores the change pending with its audit row and e-mail', async () => {
    const before = await written();
    const res = await change({ readers: 12 });
    expect(res.status).toBe(201);
    const body = (await res.json()) as ReaderCountChangeResult;
    expect(body.pending).toMatchObject({
      fromReaders: 10,
      toReaders: 12,
      price: { netCents: 220800, vatCents: 22080, grossCents: 242880, text: PRICE_12 },
      notice: 'Muutos on käsittelyssä. Näet sen tilauksessasi 24 tunnin kuluessa.',
    });
    expect(await written()).toEqual({
      ...before,
      changes: (before.changes ?? 0) + 1,
      audits: (before.audits ?? 0) + 1,
      mails: (before.mails ?? 0) + 1,
    });
    const [row] = await app.db.select().from(readerCountChanges);
    expect(row).toMatchObject({ status: 'PENDING', fromReaders: 10, toReaders: 12 });
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'READER_COUNT_CHANGE_REQUESTED'));
    expect(audit).toMatchObject({ entityId: row?.id, channel: 'WEB' });
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'reader-count-change-received'));
    expect(mail).toMatchObject({ toAddress: ADMIN, subject: 'Lukijamäärän muutos vastaanotettu' });
    expect(mail?.bodyText).toContain('10 lukijaa → 12 lukijaa');
    expect(mail?.bodyText).toContain(PRICE_12);
    // The modal shows the pending change; a second change waits for it.
    const shown = (await (await overview()).json()) as ReaderCountOverview;
    expect(shown.pending).toEqual(body.pending);
    const refused = await expectRefusedUnchanged(
      () => change({ readers: 14 }),
      { status: 409, errorKey: 'reader-count-change-pending' },
      written,
    );
    expect(refused.message).toBe(
      'Edellinen lukijamäärän muutos on vielä käsittelyssä. Voit tehdä uuden muutoksen, kun se näkyy tilauksessasi.',
    );
    const previewed = (await (await preview({ readers: 14 })).json()) as ReaderCountPreview;
    expect(previewed.refusal?.errorKey).toBe('reader-count-change-pending');
  });

  it.each([
    [51, 'reader-count-over-max'],
    [500, 'reader-count-over-max'],
    [3, 'reader-count-below-shared'],
    [10, 'reader-count-unchanged'],
  ])('refuses %i readers (%s), changing nothing', async (readers, errorKey) => {
    await expectRefusedUnchanged(
      () => change({ readers }),
      { status: 409, errorKey, field: 'readers' },
      written,
    );
  });

  it.each([
    ['a missing count', {}],
    ['zero', { readers: 0 }],
    ['a fraction', { readers: 12.5 }],
    ['text', { readers: '12' }],
    ['an unknown field', { readers: 12, price: 1 }],
  ])('refuses %s with 400, changing nothing', async (_label, body) => {
    await expectRefusedUnchanged(
      () => change(body),
      { status: 400, errorKey: 'validation-failed' },
      written,
    );
  });

  it('refuses malformed JSON, a forged Origin and no login, changing nothing', async () => {
    await expectRefusedUnchanged(
      () => app.call(`${BASE}/changes`, { method: 'POST', rawBody: '{"readers": 12' }),
      { status: 400, errorKey: 'invalid-json' },
      written,
    );
    await expectRefusedUnchanged(
      () => change({ readers: 12 }, { origin: 'https://evil.example' }),
      { status: 403, errorKey: 'bad-origin' },
      written,
    );
    app.clearCookies();
    await expectRefusedUnchanged(
      () => change({ readers: 12 }),
      { status: 401, errorKey: 'not-logged-in' },
      written,
    );
  });

  it('refuses another customer\u2019s subscription (404) and a private one (409)', async () => {
    await expectRefusedUnchanged(
      () =>
        app.call('/subscriptions/2000001/reader-count/changes', {
          method: 'POST',
          body: { readers: 12 },
        }),
      { status: 404, errorKey: 'subscription-not-found' },
      written,
    );
    app.clearCookies();
    await app.login(MAIJA);
    await expectRefusedUnchanged(
      () =>
        app.call('/subscriptions/2000001/reader-count/changes', {
          method: 'POST',
          body: { readers: 2 },
        }),
      { status: 409, errorKey: 'reader-count-not-allowed' },
      written,
    );
  });
});

describe('parallel changes', () => {
  it('stores one pending change of 10 parallel requests', async () => {
    const local = await createTestApp();
    try {
      expect((await local.login(ADMIN, { intent: 'b2b' })).status).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => on(local).change({ readers: 11 + i })),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(9);
      const [pending] = await local.db
        .select({ n: count() })
        .from(readerCountChanges)
        .where(eq(readerCountChanges.status, 'PENDING'));
      expect(pending?.n).toBe(1);
      const [mails] = await local.db
        .select({ n: count() })
        .from(outbox)
        .where(eq(outbox.kind, 'reader-count-change-received'));
      expect(mails?.n).toBe(1);
    } finally {
      await local.close();
    }
  });
});

describe('applying a change (within 24 hours)', () => {
  it('sets the count, starts a new period, invoices it and credits the unused days', async () => {
    const local = await createTestApp();
    try {
      const deps = { db: local.db, clock: local.clock, env: readEnv({ NODE_ENV: 'test' }) };
      await local.login(ADMIN, { intent: 'b2b' });
      expect((await on(local).change({ readers: 12 })).status).toBe(201);
      const applied = await applyReaderCountChanges(deps);
      expect(applied).toEqual([
        {
          subscriptionNumber: '2100001',
          readers: 12,
          invoiceNumber: expect.any(String),
          creditNoteNumber: expect.any(String),
        },
      ]);
      const [sub] = await local.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.subscriptionNumber, '2100001'));
      expect(sub).toMatchObject({
        readerCount: 12,
        periodStartDate: '2026-11-21',
        periodEndDate: '2027-11-20',
        priceCents: 242880,
      });
      const rows = await local.db
        .select()
        .from(invoices)
        .where(
          and(eq(invoices.subscriptionId, sub?.id ?? ''), eq(invoices.invoiceDate, '2026-11-21')),
        );
      const byKind = Object.fromEntries(rows.map((r) => [r.kind, r]));
      expect(byKind.CREDIT_NOTE).toMatchObject({
        invoiceNumber: applied[0]?.creditNoteNumber,
        paymentState: 'CREDITED',
        amountCents: -78933,
        periodStartDate: '2026-11-21',
        periodEndDate: '2027-04-20',
      });
      expect(byKind.INVOICED).toMatchObject({
        invoiceNumber: applied[0]?.invoiceNumber,
        paymentState: 'UNPAID',
        amountCents: 242880,
        dueDate: '2026-12-05',
        periodStartDate: '2026-11-21',
        periodEndDate: '2027-11-20',
      });
      const [audit] = await local.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'READER_COUNT_CHANGE_APPLIED'));
      expect(audit).toMatchObject({ channel: 'SYSTEM', entityId: '2100001' });
      // Applied once; the modal shows the new count and takes a new change.
      expect(await applyReaderCountChanges(deps)).toEqual([]);
      const shown = (await (await on(local).overview()).json()) as ReaderCountOverview;
      expect(shown).toMatchObject({ currentReaders: 12, pending: null });
      expect((await on(local).change({ readers: 10 })).status).toBe(201);
    } finally {
      await local.close();
    }
  });
});
