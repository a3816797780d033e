import { count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SubscriptionSeed, linkAccount, productIdOf } from '~/server/db/seed/seed-helpers';
import { readingRights, subscriptions } from '~/server/db/schema/subscriptions';
import { auditLog, outbox } from '~/server/db/schema/system';
import { activationCodeHash } from '~/server/reading-rights/invite-code';
import { createAccount, createCustomer } from '../support/customer-factory';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { TEST_ORIGIN, useTestApp } from '../support/test-app';

// POST /subscriptions/{n}/reading-rights/invitations (decision 0032).

const SHARER = 'jakaja.lukuoikeus@example.fi';
const OTHER = 'toinen.lukuoikeus@example.fi';
const MINE = '3150001';
const SUSPENDED = '3150002';
const PAPER_ONLY = '3150003';
const OTHERS = '3150004';

const app = useTestApp();
let mineId: string;

const digi = async (number: string, extra: Partial<SubscriptionSeed> = {}) => ({
  customerNumber: `3${number}0`,
  subscriptionNumber: number,
  subscription: {
    productId: await productIdOf(app.db, 'PS-7PV'),
    productFormat: 'PAPER_AND_DIGI' as const,
    ...extra,
  },
});

beforeAll(async () => {
  const me = await createCustomer(app.db, {
    ...(await digi(MINE)),
    contactEmail: 'jakajan.oma@example.fi',
  });
  const suspendedOwner = await createCustomer(
    app.db,
    await digi(SUSPENDED, { status: 'SUSPENDED' }),
  );
  const paperOwner = await createCustomer(app.db, {
    customerNumber: '315000030',
    subscriptionNumber: PAPER_ONLY,
  });
  const other = await createCustomer(app.db, await digi(OTHERS));
  const account = await createAccount(app.db, SHARER);
  for (const c of [me, suspendedOwner, paperOwner]) await linkAccount(app.db, account, c, 'OWNER');
  await linkAccount(app.db, await createAccount(app.db, OTHER), other, 'OWNER');
  const [row] = await app.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionNumber, MINE));
  mineId = row!.id;
});
beforeEach(async () => {
  app.clearCookies();
  await app.db.delete(readingRights).where(eq(readingRights.subscriptionId, mineId));
  expect((await app.login(SHARER)).status).toBe(200);
});

const invite = (number: string, body: unknown, headers?: Record<string, string>) =>
  app.call(`/subscriptions/${number}/reading-rights/invitations`, {
    method: 'POST',
    body,
    ...(headers ? { headers } : {}),
  });

async function written() {
  const [rights] = await app.db.select({ n: count() }).from(readingRights);
  const [audits] = await app.db.select({ n: count() }).from(auditLog);
  const [mails] = await app.db.select({ n: count() }).from(outbox);
  return { rights: rights?.n, audits: audits?.n, mails: mails?.n };
}

const rightsOf = () =>
  app.db.select().from(readingRights).where(eq(readingRights.subscriptionId, mineId));

describe('sharing a reading right', () => {
  it('by e-mail: an invitation holding a right, the e-mail with the link, its audit row', async () => {
    const res = await invite(MINE, { method: 'EMAIL', email: 'Lukija.Kotona@example.fi' });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      method: 'EMAIL',
      email: 'lukija.kotona@example.fi',
      link: null,
      rightsLeft: 2,
      notice: expect.stringContaining('lukija.kotona@example.fi'),
      analyticsEvent: 93,
    });
    const [right] = await rightsOf();
    expect(right).toMatchObject({ status: 'INVITED', email: 'lukija.kotona@example.fi' });
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'lukija.kotona@example.fi'));
    const code = /\/ak\/([A-Za-z0-9_-]+)/.exec(mail!.bodyText)?.[1];
    expect(mail!.bodyText).toContain(`${TEST_ORIGIN}/ak/${code}`);
    // The page of the link offers registration: no detour through customer service.
    expect(mail!.bodyText).toContain('voit luoda sen linkin avaamalla sivulla');
    expect(mail!.bodyText).not.toContain('ota yhteyttä asiakaspalveluumme');
    expect(mail!.subject).toBe('Sinulle on jaettu digilukuoikeus: Päivän Sanomat 7 pv');
    // 32 random bytes as base64url; the row keeps only the hash, never the code.
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(right!.activationCode).toBe(activationCodeHash(code!));
    expect(right!.activationCode).not.toContain(code!);
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.entityId, right!.id));
    expect(entry?.action).toBe('READING_RIGHT_INVITED');
  });

  it('as a link: the answer carries the link, no e-mail is sent', async () => {
    const before = await written();
    const res = await invite(MINE, { method: 'LINK' });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.link).toMatch(new RegExp(`^${TEST_ORIGIN}/ak/[A-Za-z0-9_-]{43}$`));
    expect(body).toMatchObject({ method: 'LINK', email: null, rightsLeft: 2, analyticsEvent: 93 });
    const after = await written();
    expect(after.mails).toBe(before.mails);
    const [right] = await rightsOf();
    expect(right).toMatchObject({ status: 'INVITED', email: '' });
  });

  it('two invitations never get the same code', async () => {
    const a = await (await invite(MINE, { method: 'LINK' })).json();
    const b = await (await invite(MINE, { method: 'LINK' })).json();
    expect(a.link).not.toBe(b.link);
    expect(b.rightsLeft).toBe(1);
  });

  it('refuses when all rights are in use (all-rights-claimed), nothing changed', async () => {
    for (let i = 0; i < 3; i++) expect((await invite(MINE, { method: 'LINK' })).status).toBe(201);
    await expectRefusedUnchanged(
      () => invite(MINE, { method: 'LINK' }),
      { status: 409, errorKey: 'all-rights-claimed' },
      written,
    );
  });

  it('of parallel invitations for the last free right, exactly one succeeds', async () => {
    for (let i = 0; i < 2; i++) expect((await invite(MINE, { method: 'LINK' })).status).toBe(201);
    const answers = await Promise.all([
      invite(MINE, { method: 'LINK' }),
      invite(MINE, { method: 'LINK' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await rightsOf()).toHaveLength(3);
  });

  it('refuses a product without rights (no-reading-rights) and a suspended subscription', async () => {
    await expectRefusedUnchanged(
      () => invite(PAPER_ONLY, { method: 'LINK' }),
      { status: 409, errorKey: 'no-reading-rights' },
      written,
    );
    await expectRefusedUnchanged(
      () => invite(SUSPENDED, { method: 'EMAIL', email: 'lukija@example.fi' }),
      { status: 409, errorKey: 'subscription-suspended' },
      written,
    );
  });

  it('refuses inviting oneself by username or contact e-mail (self-invitation)', async () => {
    for (const email of [SHARER.toUpperCase(), 'jakajan.oma@example.fi']) {
      await expectRefusedUnchanged(
        () => invite(MINE, { method: 'EMAIL', email }),
        { status: 409, errorKey: 'self-invitation', field: 'email' },
        written,
      );
    }
  });

  it('refuses a second invitation to the same address (subscription-already-exist)', async () => {
    expect((await invite(MINE, { method: 'EMAIL', email: 'sama@example.fi' })).status).toBe(201);
    const body = await expectRefusedUnchanged(
      () => invite(MINE, { method: 'EMAIL', email: 'SAMA@example.fi' }),
      { status: 409, errorKey: 'subscription-already-exist' },
      written,
    );
    expect(body.message).toContain('sama@example.fi');
  });

  it('refuses a malformed body (400), nothing changed', async () => {
    for (const body of [
      {},
      { method: 'EMAIL' },
      { method: 'EMAIL', email: 'ei-osoite' },
      { method: 'LINK', email: 'a@example.fi' },
      { method: 'SMS' },
    ]) {
      await expectRefusedUnchanged(
        () => invite(MINE, body),
        { status: 400, errorKey: 'validation-failed' },
        written,
      );
    }
  });

  it("another customer's subscription is the 404 of an unknown one", async () => {
    await expectRefusedUnchanged(
      () => invite(OTHERS, { method: 'LINK' }),
      { status: 404, errorKey: 'subscription-not-found' },
      written,
    );
    await expectRefusedUnchanged(
      () => invite('3159999', { method: 'LINK' }),
      { status: 404, errorKey: 'subscription-not-found' },
      written,
    );
  });

  it('needs a login (401) and our own origin (403)', async () => {
    await expectRefusedUnchanged(
      () => invite(MINE, { method: 'LINK' }, { origin: 'https://evil.example' }),
      { status: 403, errorKey: 'bad-origin' },
      written,
    );
    app.clearCookies();
    await expectRefusedUnchanged(
      () => invite(MINE, { method: 'LINK' }),
      { status: 401, errorKey: 'not-logged-in' },
      written,
    );
  });
});
