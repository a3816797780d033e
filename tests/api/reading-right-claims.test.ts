import { and, count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SubscriptionSeed, linkAccount, productIdOf } from '~/server/db/seed/seed-helpers';
import { addresses, customers } from '~/server/db/schema/customers';
import { loginAttempts } from '~/server/db/schema/accounts';
import { readingRights, subscriptions } from '~/server/db/schema/subscriptions';
import { auditLog, outbox } from '~/server/db/schema/system';
import { createAccount, createCompany, createCustomer } from '../support/customer-factory';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { useTestApp } from '../support/test-app';

// POST /reading-right-claims and /reading-right-claims/preview (decision 0032).

const SHARER = 'jakaja.lunastus@example.fi';
const READER = 'lukija.lunastus@example.fi';
const READER2 = 'lukija2.lunastus@example.fi';
const ELSEWHERE = 'muualla.lunastus@example.fi';
const ABROAD = 'ulkomailla.lunastus@example.fi';
const NO_CUSTOMER = 'ilman.asiakasta@example.fi';
const GUESSER = 'arvaaja.lunastus@example.fi';
const MINE = '3160001';

const app = useTestApp();
let subId: string;

async function customerAccount(
  username: string,
  number: string,
  opts: { zipCode?: string; subscription?: Partial<SubscriptionSeed> } = {},
) {
  const customerId = await createCustomer(app.db, {
    customerNumber: `3${number}0`,
    subscriptionNumber: number,
    ...(opts.zipCode ? { zipCode: opts.zipCode } : {}),
    subscription: opts.subscription ?? {},
  });
  await linkAccount(app.db, await createAccount(app.db, username), customerId, 'OWNER');
  return customerId;
}

beforeAll(async () => {
  await customerAccount(SHARER, MINE, {
    subscription: {
      productId: await productIdOf(app.db, 'PS-7PV'),
      productFormat: 'PAPER_AND_DIGI' as const,
    },
  });
  // Household members at the same address, written a little differently.
  await customerAccount(READER, '3160002');
  await customerAccount(READER2, '3160003');
  await customerAccount(ELSEWHERE, '3160004', { zipCode: '00510' });
  const abroad = await customerAccount(ABROAD, '3160005');
  await app.db.update(addresses).set({ countryCode: 'SE' }).where(eq(addresses.customerId, abroad));
  await createAccount(app.db, NO_CUSTOMER);
  await createAccount(app.db, GUESSER);
  const [row] = await app.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionNumber, MINE));
  subId = row!.id;
});
beforeEach(async () => {
  app.clearCookies();
  await app.db.delete(readingRights).where(eq(readingRights.subscriptionId, subId));
  await app.db.delete(loginAttempts);
  await app.db.update(subscriptions).set({ status: 'ACTIVE' }).where(eq(subscriptions.id, subId));
});

/** The sharer makes an invitation; answers its code. */
async function inviteCode(body: unknown = { method: 'LINK' }): Promise<string> {
  app.clearCookies();
  expect((await app.login(SHARER)).status).toBe(200);
  const res = await app.call(`/subscriptions/${MINE}/reading-rights/invitations`, {
    method: 'POST',
    body,
  });
  expect(res.status).toBe(201);
  const answer = await res.json();
  let link: string = answer.link;
  if (!link) {
    const mails = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'reading-right-invited'));
    link = /\S+\/ak\/\S+/.exec(mails.at(-1)!.bodyText)![0];
  }
  app.clearCookies();
  return link.slice(link.lastIndexOf('/') + 1);
}

const as = async (username: string) => {
  app.clearCookies();
  expect((await app.login(username)).status).toBe(200);
};
const claim = (
  body: unknown,
  init: { headers?: Record<string, string>; clientAddress?: string } = {},
) => app.call('/reading-right-claims', { method: 'POST', body, ...init });
const preview = (code: string) =>
  app.call('/reading-right-claims/preview', { method: 'POST', body: { code } });

async function written() {
  const rights = await app.db
    .select()
    .from(readingRights)
    .where(eq(readingRights.subscriptionId, subId));
  const [audits] = await app.db.select({ n: count() }).from(auditLog);
  const [mails] = await app.db.select({ n: count() }).from(outbox);
  return { rights, audits: audits?.n, mails: mails?.n };
}

describe('claiming a reading right', () => {
  it('a household member sees what is activated, then claims it: ACTIVE, audit, two e-mails', async () => {
    const code = await inviteCode({ method: 'EMAIL', email: READER });
    await as(READER);
    const seen = await preview(code);
    expect(seen.status).toBe(200);
    expect(await seen.json()).toEqual({
      productName: 'Päivän Sanomat 7 pv',
      subscriptionNumber: MINE,
      sharerName: 'Testi Asiakas',
      audience: 'HOUSEHOLD',
      email: READER,
    });
    const res = await claim({ code });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).productName).toBe('Päivän Sanomat 7 pv');
    const [right] = (await written()).rights;
    expect(right).toMatchObject({ status: 'ACTIVE', email: READER });
    expect(right?.holderAccountId).not.toBeNull();
    expect(right?.claimedAt).not.toBeNull();
    const mails = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'reading-right-claimed'));
    expect(mails.map((m) => m.toAddress)).toContain(READER);
    const toSharer = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'reading-right-claimed-sharer'), eq(outbox.toAddress, SHARER)));
    expect(toSharer).toHaveLength(1);
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.entityId, right!.id));
    expect(entry).toBeDefined();
    const actions = await app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, right!.id));
    expect(actions.map((a) => a.action)).toContain('READING_RIGHT_CLAIMED');
  });

  it('a used code is already-redeemed (token reuse), for anyone', async () => {
    const code = await inviteCode();
    await as(READER);
    expect((await claim({ code })).status).toBe(200);
    await as(READER2);
    await expectRefusedUnchanged(
      () => claim({ code }),
      { status: 409, errorKey: 'already-redeemed' },
      written,
    );
    await expectRefusedUnchanged(
      () => preview(code),
      { status: 409, errorKey: 'already-redeemed' },
      written,
    );
  });

  it('a cancelled invitation is invitation-already-cancelled', async () => {
    const code = await inviteCode();
    await app.db
      .update(readingRights)
      .set({ status: 'CANCELLED' })
      .where(eq(readingRights.subscriptionId, subId));
    await as(READER);
    await expectRefusedUnchanged(
      () => claim({ code }),
      { status: 409, errorKey: 'invitation-already-cancelled' },
      written,
    );
  });

  it('an unknown code is activation-code-not-found; a missing one 400', async () => {
    await as(READER);
    await expectRefusedUnchanged(
      () => claim({ code: 'x'.repeat(43) }),
      { status: 404, errorKey: 'activation-code-not-found' },
      written,
    );
    for (const body of [{}, { code: '' }, { code: 12 }, { code: 'a', extra: 1 }]) {
      await expectRefusedUnchanged(
        () => claim(body),
        { status: 400, errorKey: 'validation-failed' },
        written,
      );
    }
  });

  it('the sharer cannot claim their own subscription\u2019s right (self-invitation)', async () => {
    const code = await inviteCode();
    await as(SHARER);
    await expectRefusedUnchanged(
      () => claim({ code }),
      { status: 409, errorKey: 'self-invitation' },
      written,
    );
  });

  it('a second right of the same subscription is refused (subscription-already-exist)', async () => {
    const first = await inviteCode();
    const second = await inviteCode();
    await as(READER);
    expect((await claim({ code: first })).status).toBe(200);
    const body = await expectRefusedUnchanged(
      () => claim({ code: second }),
      { status: 409, errorKey: 'subscription-already-exist' },
      written,
    );
    expect(body.message).toContain(READER);
  });

  it('outside the household: invalid-address (another address, a foreign one, none)', async () => {
    const code = await inviteCode();
    for (const who of [ELSEWHERE, ABROAD, NO_CUSTOMER]) {
      await as(who);
      await expectRefusedUnchanged(
        () => claim({ code }),
        { status: 409, errorKey: 'invalid-address' },
        written,
      );
    }
  });

  it('a company\u2019s right needs no shared address: an employee elsewhere claims it', async () => {
    const code = await inviteCode();
    const [sub] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, subId));
    await app.db
      .update(customers)
      .set({ customerType: 'COMPANY', companyName: 'Testi Oy' })
      .where(eq(customers.id, sub!.customerId));
    try {
      await as(ELSEWHERE);
      const res = await claim({ code });
      expect(res.status, await res.clone().text()).toBe(200);
    } finally {
      await app.db
        .update(customers)
        .set({ customerType: 'PERSON', companyName: null })
        .where(eq(customers.id, sub!.customerId));
    }
  });

  it('an e-mail invitation is the invited address\u2019s own: a household member with another login is refused', async () => {
    const code = await inviteCode({ method: 'EMAIL', email: READER });
    await as(READER2);
    for (const send of [() => preview(code), () => claim({ code })]) {
      const refused = await expectRefusedUnchanged(
        send,
        { status: 403, errorKey: 'invitation-email-mismatch' },
        written,
      );
      expect(refused.message).toContain('Kutsu on lähetetty toiseen sähköpostiosoitteeseen.');
    }
    await as(READER);
    expect((await claim({ code })).status).toBe(200);
  });

  it('a company login never claims a household\u2019s right, even at the same address', async () => {
    const admin = `yritys.lunastus.${Date.now()}@example.fi`;
    const adminId = await createAccount(app.db, admin);
    const companyId = await createCompany(app.db, {
      customerNumber: '31600090',
      subscriptionNumber: '3160090',
      companyName: 'Samassa Talossa Oy',
      links: [
        { accountId: adminId, role: 'COMPANY_ADMIN' },
        // A company held as its own customer in a private session: its address is no household.
        { accountId: adminId, role: 'OWNER' },
      ],
    });
    const [sharer] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, subId));
    const [home] = await app.db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, sharer!.customerId));
    await app.db
      .update(addresses)
      .set({
        streetAddress: home!.streetAddress,
        zipCode: home!.zipCode,
        postOffice: home!.postOffice,
      })
      .where(eq(addresses.customerId, companyId));
    const code = await inviteCode();
    app.clearCookies();
    expect((await app.login(admin, { intent: 'b2b' })).status).toBe(200);
    const refused = await expectRefusedUnchanged(
      () => claim({ code }),
      { status: 403, errorKey: 'target_customer_not_allowed' },
      written,
    );
    expect(refused.message).toContain('Kirjaudu ulos ja kirjaudu sisään henkilöasiakkaana.');
    await as(admin);
    await expectRefusedUnchanged(
      () => claim({ code }),
      { status: 409, errorKey: 'invalid-address' },
      written,
    );
  });

  it('a suspended subscription\u2019s right cannot be activated', async () => {
    const code = await inviteCode();
    await app.db
      .update(subscriptions)
      .set({ status: 'SUSPENDED' })
      .where(eq(subscriptions.id, subId));
    await as(READER);
    await expectRefusedUnchanged(
      () => claim({ code }),
      { status: 409, errorKey: 'subscription-suspended' },
      written,
    );
  });

  it('all-rights-claimed when the subscription has no right left to activate', async () => {
    const code = await inviteCode();
    // Three rights already in use by others (e.g. after the reader count went down).
    await app.db.insert(readingRights).values(
      [1, 2, 3].map((i) => ({
        subscriptionId: subId,
        status: 'ACTIVE',
        email: `muu${i}@example.fi`,
        activationCode: `test-${i}`,
      })),
    );
    await as(READER);
    await expectRefusedUnchanged(
      () => claim({ code }),
      { status: 409, errorKey: 'all-rights-claimed' },
      written,
    );
  });

  it('two concurrent claims of the last free right: exactly one wins', async () => {
    const code = await inviteCode();
    await app.db.insert(readingRights).values(
      [1, 2].map((i) => ({
        subscriptionId: subId,
        status: 'ACTIVE',
        email: `muu${i}@example.fi`,
        activationCode: `test-last-${i}`,
      })),
    );
    await as(READER);
    const answers = await Promise.all([claim({ code }), claim({ code }), claim({ code })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const active = (await written()).rights.filter((r) => r.status === 'ACTIVE');
    expect(active).toHaveLength(3);
  });

  it('guessing codes is rate-limited per account (429)', async () => {
    await as(GUESSER);
    for (let i = 0; i < 10; i++) {
      expect((await claim({ code: `arvaus-${i}` })).status).toBe(404);
    }
    const locked = await expectRefusedUnchanged(
      () => claim({ code: 'arvaus-x' }),
      { status: 429, errorKey: 'too-many-requests' },
      written,
    );
    expect(locked.message).not.toBe('');
  });

  it('guessing is limited per client address across accounts too', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 30; i++) {
      await as([READER, READER2, ELSEWHERE][i % 3]!);
      expect((await claim({ code: `arvaus-${i}` }, { clientAddress: address })).status).toBe(404);
    }
    await as(GUESSER);
    await expectRefusedUnchanged(
      () => claim({ code: 'arvaus-y' }, { clientAddress: address }),
      { status: 429, errorKey: 'too-many-requests' },
      written,
    );
  });

  it('needs a login (401) and our own origin (403)', async () => {
    const code = await inviteCode();
    await as(READER);
    await expectRefusedUnchanged(
      () => claim({ code }, { headers: { origin: 'https://evil.example' } }),
      { status: 403, errorKey: 'bad-origin' },
      written,
    );
    app.clearCookies();
    await expectRefusedUnchanged(
      () => claim({ code }),
      { status: 401, errorKey: 'not-logged-in' },
      written,
    );
    await expectRefusedUnchanged(
      () => preview(code),
      { status: 401, errorKey: 'not-logged-in' },
      written,
    );
  });
});
