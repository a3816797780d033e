import { and, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkAccount, productIdOf } from '~/server/db/seed/seed-helpers';
import { cancellations } from '~/server/db/schema/cancellations';
import { addressChanges } from '~/server/db/schema/changes';
import { invoices } from '~/server/db/schema/payments';
import { readerCountChanges } from '~/server/db/schema/reader-count-changes';
import { readingRights, subscriptions } from '~/server/db/schema/subscriptions';
import { auditLog, outbox } from '~/server/db/schema/system';
import { createAccount, createCustomer } from '../support/customer-factory';
import { sendAs, sessionCookie } from '../support/session-cookie';
import { useTestApp } from '../support/test-app';

// Issue 19 item 6: 50 identical requests at once (a double click times 25, a retrying client)
// give exactly one effect: one row, one audit line, one e-mail; the others are told it was done.
// CI runs this file on PGlite and again on PostgreSQL (.ci/run, DATABASE_URL).

const TIMES = 50;
const app = useTestApp();
let maija = '';
let admin = '';

beforeAll(async () => {
  maija = await sessionCookie(app, 'maija.meikalainen@example.fi');
  admin = await sessionCookie(app, 'yritys.admin@example.fi', 'b2b');
});

/** Sends the same request TIMES times at once; answers the statuses, counted. */
async function atOnce(cookie: string, path: string, method: string, body: unknown) {
  const answers = await Promise.all(
    Array.from({ length: TIMES }, () => sendAs(app, cookie, path, { method, body })),
  );
  const statuses: Record<number, number> = {};
  for (const res of answers) statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  return statuses;
}

async function rows(table: PgTable, where?: ReturnType<typeof eq>) {
  const [row] = await app.db
    .select({ n: count() })
    .from(table)
    .where(where ?? undefined);
  return row?.n ?? 0;
}
const audits = (action: string) => rows(auditLog, eq(auditLog.action, action));
const mails = (kind: string) => rows(outbox, eq(outbox.kind, kind));

describe(`${TIMES} identical requests at once`, () => {
  it('move an invoice’s due date once', async () => {
    const statuses = await atOnce(maija, '/invoices/50000004/due-date', 'POST', { weeks: 2 });
    expect(statuses).toEqual({ 200: 1, 409: TIMES - 1 });
    const [invoice] = await app.db
      .select()
      .from(invoices)
      .where(eq(invoices.invoiceNumber, '50000004'));
    expect(invoice?.dueDate).toBe('2026-12-15');
    expect(await audits('INVOICE_DUE_DATE_POSTPONED')).toBe(1);
  });

  it('store one permanent address change', async () => {
    const statuses = await atOnce(
      maija,
      '/subscriptions/2000001/address-changes/permanent',
      'POST',
      {
        startDate: '2027-02-15',
        role: 'SUBSCRIBER',
        streetAddress: 'Aurakatu 3 B 7',
        zipCode: '20100',
        postOffice: 'TURKU',
      },
    );
    expect(statuses[201]).toBe(1);
    expect(statuses[201]! + (statuses[409] ?? 0)).toBe(TIMES);
    const [sub] = await app.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNumber, '2000001'));
    expect(await rows(addressChanges, eq(addressChanges.subscriptionId, sub!.id))).toBe(1);
  });

  it('change a company’s reader count once', async () => {
    const statuses = await atOnce(admin, '/subscriptions/2100001/reader-count/changes', 'POST', {
      readers: 12,
    });
    expect(statuses).toEqual({ 201: 1, 409: TIMES - 1 });
    expect(await rows(readerCountChanges, eq(readerCountChanges.status, 'PENDING'))).toBe(1);
    expect(await mails('reader-count-change-received')).toBe(1);
  });

  it('cancel a subscription once', async () => {
    const statuses = await atOnce(maija, '/subscriptions/2000001/cancellation', 'POST', {
      reason: 'CANNOT_AFFORD',
    });
    expect(statuses).toEqual({ 201: 1, 409: TIMES - 1 });
    expect(await rows(cancellations, eq(cancellations.subscriptionNumber, '2000001'))).toBe(1);
    expect(await mails('subscription-cancelled')).toBe(1);
  });

  it('claim an invited reading right once', async () => {
    // A household member of a sharer with free rights (the claim compares addresses).
    const sharer = await createAccount(app.db, 'rinnakkain.jakaja@example.fi');
    const sharerCustomer = await createCustomer(app.db, {
      customerNumber: '31900010',
      subscriptionNumber: '3190001',
      subscription: {
        productId: await productIdOf(app.db, 'PS-7PV'),
        productFormat: 'PAPER_AND_DIGI',
      },
    });
    await linkAccount(app.db, sharer, sharerCustomer, 'OWNER');
    const reader = await createAccount(app.db, 'rinnakkain.lukija@example.fi');
    await linkAccount(
      app.db,
      reader,
      await createCustomer(app.db, { customerNumber: '31900020', subscriptionNumber: '3190002' }),
      'OWNER',
    );
    const invited = await sendAs(
      app,
      await sessionCookie(app, 'rinnakkain.jakaja@example.fi'),
      '/subscriptions/3190001/reading-rights/invitations',
      { method: 'POST', body: { method: 'LINK' } },
    );
    expect(invited.status).toBe(201);
    const { link } = (await invited.json()) as { link: string };
    const code = link.slice(link.lastIndexOf('/') + 1);

    const statuses = await atOnce(
      await sessionCookie(app, 'rinnakkain.lukija@example.fi'),
      '/reading-right-claims',
      'POST',
      { code },
    );
    // One claims; the others find it claimed (409) or, past the account's ten tries of an
    // hour, the guessing limit (429).
    expect(statuses[200]).toBe(1);
    expect(statuses[200]! + (statuses[409] ?? 0) + (statuses[429] ?? 0)).toBe(TIMES);
    const [sub] = await app.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNumber, '3190001'));
    expect(
      await rows(
        readingRights,
        and(eq(readingRights.subscriptionId, sub!.id), eq(readingRights.status, 'ACTIVE')),
      ),
    ).toBe(1);
  });
});
