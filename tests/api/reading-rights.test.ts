import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkAccount, productIdOf } from '~/server/db/seed/seed-helpers';
import { readingRights, subscriptions } from '~/server/db/schema/subscriptions';
import { auditLog, outbox } from '~/server/db/schema/system';
import type {
  RemovedReadingRight,
  ReadingRightsOverview,
  SubscriptionRights,
} from '~/domain/reading-rights/rights-views';
import { createAccount, createCustomer } from '../support/customer-factory';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { useTestApp } from '../support/test-app';

const ME = 'lukuoikeudet.jakaja@example.fi';
const READER = 'lukuoikeudet.lukija@example.fi';
const MINE = '2910001';
const OTHERS = '2910002';

const app = useTestApp();
let readerAccountId: string;
let mineId: string;
let othersId: string;

beforeAll(async () => {
  const digi = {
    productId: await productIdOf(app.db, 'PS-7PV'),
    productFormat: 'PAPER_AND_DIGI' as const,
  };
  const mine = await createCustomer(app.db, {
    customerNumber: '29100001',
    subscriptionNumber: MINE,
    subscription: digi,
  });
  await createCustomer(app.db, {
    customerNumber: '29100002',
    subscriptionNumber: OTHERS,
    subscription: digi,
  });
  await linkAccount(app.db, await createAccount(app.db, ME), mine, 'OWNER');
  readerAccountId = await createAccount(app.db, READER);
  const ids = await app.db
    .select({ id: subscriptions.id, n: subscriptions.subscriptionNumber })
    .from(subscriptions);
  mineId = ids.find((r) => r.n === MINE)?.id ?? '';
  othersId = ids.find((r) => r.n === OTHERS)?.id ?? '';
});

let serial = 0;
/** A right of its own on the subscription, as the share and claim steps leave it. */
async function addRight(subscriptionId: string, status: 'INVITED' | 'ACTIVE', holder?: string) {
  serial += 1;
  const [row] = await app.db
    .insert(readingRights)
    .values({
      subscriptionId,
      status,
      email: `lukija.${serial}@example.fi`,
      subscriberName: status === 'ACTIVE' ? `Lukija ${serial}` : null,
      activationCode: `TEST-RIGHT-${serial}`,
      holderAccountId: holder ?? null,
      invitedAt: new Date('2026-11-01T10:00:00Z'),
      claimedAt: status === 'ACTIVE' ? new Date('2026-11-02T10:00:00Z') : null,
    })
    .returning({ id: readingRights.id });
  return row?.id ?? '';
}

/** Removes every right of the own subscription, so each test starts from 3 free. */
async function clearRights() {
  await app.db.delete(readingRights).where(eq(readingRights.subscriptionId, mineId));
}

const overview = async () =>
  (await (await app.call('/reading-rights')).json()) as ReadingRightsOverview;
const rightsOf = async (n = MINE) =>
  (await (await app.call(`/subscriptions/${n}/reading-rights`)).json()) as SubscriptionRights;
const remove = (id: string, n = MINE, headers: Record<string, string> = {}) =>
  app.call(`/subscriptions/${n}/reading-rights/${id}`, { method: 'DELETE', headers });

async function statusOf(id: string) {
  const [row] = await app.db
    .select({ status: readingRights.status })
    .from(readingRights)
    .where(eq(readingRights.id, id));
  return row?.status;
}

async function written() {
  const rows = await app.db
    .select({ id: readingRights.id, status: readingRights.status })
    .from(readingRights)
    .orderBy(readingRights.id);
  const [audits] = await app.db.select({ n: count() }).from(auditLog);
  const [mails] = await app.db.select({ n: count() }).from(outbox);
  return { rows, audits: audits?.n, mails: mails?.n };
}

/**
 * The list's label and meter, the details' numbers and the rights pages' numbers, side by side:
 * claimed rights and open invitations counted apart everywhere (the meter draws them apart).
 */
async function numbersEverywhere() {
  const list = (await (await app.call('/subscriptions')).json()) as {
    subscriptions: {
      subscriptionNumber: string;
      readingRightsLabel: string | null;
      readingRights: { total: number; claimed: number; pending: number } | null;
    }[];
  };
  const details = (await (await app.call(`/subscriptions/${MINE}`)).json()) as {
    readingRights: Record<string, unknown> | null;
  };
  const one = await rightsOf();
  const all = (await overview()).subscriptions.find((s) => s.subscriptionNumber === MINE);
  const listed = list.subscriptions.find((s) => s.subscriptionNumber === MINE);
  const pageNumbers = (r: typeof one) => ({
    total: r.total,
    shared: r.shared,
    free: r.free,
    claimed: r.claimedCount,
    pending: r.pendingCount,
    label: r.label,
  });
  return {
    list: listed && { label: listed.readingRightsLabel, meter: listed.readingRights },
    details: details.readingRights,
    one: pageNumbers(one),
    all: all && pageNumbers(all),
  };
}

async function expectAgreeing(label: string, total: number, claimed: number, pending: number) {
  const n = await numbersEverywhere();
  const shared = claimed + pending;
  const numbers = { total, shared, free: total - shared, claimed, pending, label };
  expect(n).toEqual({
    list: { label, meter: { total, claimed, pending } },
    details: numbers,
    one: numbers,
    all: numbers,
  });
}

describe('GET /reading-rights', () => {
  it("shows Maija's seeded right with the numbers of her subscription list", async () => {
    await app.login('maija.meikalainen@example.fi');
    const body = await overview();
    const card = body.subscriptions.find((s) => s.subscriptionNumber === '2000001');
    expect(card).toMatchObject({
      audience: 'HOUSEHOLD',
      readerCount: null,
      total: 3,
      shared: 1,
      free: 2,
      pendingCount: 0,
      claimedCount: 1,
      label: '2/3 vapaana (1 jaettu)',
      canShare: true,
      pending: [],
    });
    expect(card?.claimed).toEqual([
      expect.objectContaining({
        status: 'ACTIVE',
        statusLabel: 'Käytössä',
        email: 'matti.meikalainen@example.fi',
        readerName: 'Matti Meikäläinen',
      }),
    ]);
    const company = await app.call('/subscriptions/2100001/reading-rights');
    expect(company.status).toBe(404);
  });

  it("counts the company's paid readers, as its subscription list does", async () => {
    await app.login('yritys.admin@example.fi', { intent: 'b2b' });
    const company = (await overview()).subscriptions.find(
      (s) => s.subscriptionNumber === '2100001',
    );
    expect(company).toMatchObject({
      audience: 'EMPLOYEES',
      readerCount: 10,
      total: 10,
      shared: 4,
      free: 6,
      claimedCount: 4,
    });
    // The details page links the company's reader-count dialog (issue 30 item 2).
    const details = (await (await app.call('/subscriptions/2100001')).json()) as {
      actions: { action: string; allowed: boolean }[];
    };
    expect(details.actions).toContainEqual({ action: 'READER_COUNT', allowed: true });
    const list = (await (await app.call('/subscriptions')).json()) as {
      subscriptions: { subscriptionNumber: string; readingRightsLabel: string | null }[];
    };
    const listed = list.subscriptions.find((s) => s.subscriptionNumber === '2100001');
    expect(company?.label).toBe('6/10 vapaana (4 jaettu)');
    expect(listed?.readingRightsLabel).toBe(company?.label);
  });

  it('lists pending invitations and claimed rights, and the rights the reader received', async () => {
    await clearRights();
    await app.login(ME);
    const invited = await addRight(mineId, 'INVITED');
    const claimed = await addRight(mineId, 'ACTIVE', readerAccountId);
    const one = await rightsOf();
    expect(one).toMatchObject({ total: 3, shared: 2, free: 1, pendingCount: 1, claimedCount: 1 });
    expect(one.pending.map((r) => r.id)).toEqual([invited]);
    expect(one.claimed.map((r) => r.id)).toEqual([claimed]);
    expect(one.claimed[0]?.claimedAtLabel).toEqual(expect.any(String));
    await expectAgreeing('1/3 vapaana (2 jaettu)', 3, 1, 1);

    await app.login(READER);
    const received = await overview();
    expect(received.subscriptions).toEqual([]);
    expect(received.received).toEqual([
      expect.objectContaining({
        id: claimed,
        productName: 'Päivän Sanomat 7 pv',
        sharerName: 'Testi Asiakas',
      }),
    ]);
  });
});

describe('DELETE /subscriptions/{n}/reading-rights/{id}', () => {
  it('cancels an invitation; a repeat is invitation-already-cancelled', async () => {
    await clearRights();
    await app.login(ME);
    const id = await addRight(mineId, 'INVITED');
    await expectAgreeing('2/3 vapaana (1 jaettu)', 3, 0, 1);
    const res = await remove(id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as RemovedReadingRight;
    expect(body).toMatchObject({
      id,
      status: 'CANCELLED',
      message: 'Kutsu on peruttu. Lukuoikeus on taas vapaana.',
      analyticsEvent: null,
      subscription: { shared: 0, free: 3, label: '3/3 vapaana (0 jaettu)' },
    });
    expect(await statusOf(id)).toBe('CANCELLED');
    await expectAgreeing('3/3 vapaana (0 jaettu)', 3, 0, 0);
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, id), eq(auditLog.action, 'READING_RIGHT_INVITATION_CANCELLED')),
      );
    expect(audits).toHaveLength(1);
    const mails = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'reading-right-invitation-cancelled'));
    expect(mails.map((m) => m.toAddress)).toEqual([ME]);

    await expectRefusedUnchanged(
      () => remove(id),
      { status: 409, errorKey: 'invitation-already-cancelled' },
      written,
    );
  });

  it('removes a claimed right: the reader loses it at once and both are told', async () => {
    await clearRights();
    const id = await addRight(mineId, 'ACTIVE', readerAccountId);
    await app.login(READER);
    expect((await overview()).received.map((r) => r.id)).toEqual([id]);
    await app.login(ME);
    const res = await remove(id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as RemovedReadingRight;
    expect(body).toMatchObject({
      status: 'REMOVED',
      analyticsEvent: 94,
      subscription: { free: 3 },
    });
    expect(await statusOf(id)).toBe('REMOVED');
    await expectAgreeing('3/3 vapaana (0 jaettu)', 3, 0, 0);
    const [reader] = await app.db.select().from(readingRights).where(eq(readingRights.id, id));
    const notice = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'reading-right-removed-notice'));
    expect(notice.map((m) => m.toAddress)).toContain(reader?.email);
    const confirmation = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'reading-right-removed'));
    expect(confirmation.map((m) => m.toAddress)).toContain(ME);
    expect(confirmation.at(-1)?.bodyText).toContain('http://portal.test/lukuoikeudet');

    await expectRefusedUnchanged(
      () => remove(id),
      { status: 409, errorKey: 'reading-right-already-removed' },
      written,
    );
    await app.login(READER);
    expect((await overview()).received).toEqual([]);
    await app.login(ME);
  });

  it('two removals of one right at once: exactly one wins', async () => {
    await clearRights();
    await app.login(ME);
    const id = await addRight(mineId, 'ACTIVE', readerAccountId);
    const answers = await Promise.all([remove(id), remove(id)]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const audits = await app.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits).toHaveLength(1);
    await expectAgreeing('3/3 vapaana (0 jaettu)', 3, 0, 0);
  });

  it('a suspended subscription may still be managed; only sharing is refused', async () => {
    await clearRights();
    await app.login(ME);
    await app.db
      .update(subscriptions)
      .set({ status: 'SUSPENDED' })
      .where(eq(subscriptions.id, mineId));
    try {
      const id = await addRight(mineId, 'INVITED');
      const before = await rightsOf();
      expect(before).toMatchObject({
        canShare: false,
        shareBlockedReason: 'Keskeytetyn tilauksen lukuoikeuksia ei voi jakaa.',
      });
      expect((await remove(id)).status).toBe(200);
      expect(await statusOf(id)).toBe('CANCELLED');
    } finally {
      await app.db
        .update(subscriptions)
        .set({ status: 'ACTIVE' })
        .where(eq(subscriptions.id, mineId));
    }
  });

  it("another customer's subscription or right is a 404, nothing changed", async () => {
    await app.login(ME);
    const theirs = await addRight(othersId, 'ACTIVE');
    await expectRefusedUnchanged(
      () => remove(theirs, OTHERS),
      { status: 404, errorKey: 'subscription-not-found' },
      written,
    );
    await expectRefusedUnchanged(
      () => remove(theirs),
      { status: 404, errorKey: 'reading-right-not-found' },
      written,
    );
    expect((await app.call(`/subscriptions/${OTHERS}/reading-rights`)).status).toBe(404);
    expect(await statusOf(theirs)).toBe('ACTIVE');
  });

  it('a malformed id is 400 on id; logged out 401; a forged Origin 403', async () => {
    await clearRights();
    await app.login(ME);
    const id = await addRight(mineId, 'INVITED');
    await expectRefusedUnchanged(
      () => remove('not-a-uuid'),
      { status: 400, errorKey: 'validation-failed', field: 'id' },
      written,
    );
    await expectRefusedUnchanged(
      () => remove(id, MINE, { origin: 'https://evil.example' }),
      { status: 403, errorKey: 'bad-origin' },
      written,
    );
    app.clearCookies();
    await expectRefusedUnchanged(
      () => remove(id),
      { status: 401, errorKey: 'not-logged-in' },
      written,
    );
    expect((await app.call('/reading-rights')).status).toBe(401);
    expect((await app.call(`/subscriptions/${MINE}/reading-rights`)).status).toBe(401);
  });
});
