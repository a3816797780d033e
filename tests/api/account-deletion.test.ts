import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDeletionStatus } from '~/domain/account-deletion/deletion-status';
import {
  purgeDueDeletions,
  purgeDueDeletionsOnce,
} from '~/server/account-deletion/purge-deletions';
import { rowsOf } from '~/server/db/migrate';
import { accountDeletions } from '~/server/db/schema/account-deletions';
import { accounts, sessions } from '~/server/db/schema/accounts';
import { bankPayments } from '~/server/db/schema/bank-payments';
import { cancellations, kaikkiCancellationNotices } from '~/server/db/schema/cancellations';
import { feedbackMessages } from '~/server/db/schema/feedback';
import { cardRequests, cardSetups } from '~/server/db/schema/cards';
import { addressChanges } from '~/server/db/schema/changes';
import { consentChanges, consents } from '~/server/db/schema/consents';
import { addresses, customers } from '~/server/db/schema/customers';
import { deliveryReclamations } from '~/server/db/schema/delivery';
import { linkConfirmations } from '~/server/db/schema/links';
import { marketingBans } from '~/server/db/schema/marketing-bans';
import { invoices, paymentCards } from '~/server/db/schema/payments';
import { readingRights, subscriptions } from '~/server/db/schema/subscriptions';
import { auditLog, outbox } from '~/server/db/schema/system';
import { usernameChanges } from '~/server/db/schema/username-changes';
import { ensureSubscription, linkAccount, productIdOf } from '~/server/db/seed/seed-helpers';
import { ensureInvoice } from '~/server/db/seed/seed-invoice';
import { readEnv } from '~/server/env';
import { createAccount, createOwnedCustomer } from '../support/customer-factory';
import { json } from '../support/json';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { DEMO_PASSWORD, type TestApp, createTestApp } from '../support/test-app';

const COMPANY_ADMIN = 'yritys.admin@example.fi';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const status = () => app.call('/account/deletion');
const remove = (body: unknown, headers?: Record<string, string>) =>
  app.call('/account', { method: 'DELETE', body, ...(headers ? { headers } : {}) });
const confirmed = (password = DEMO_PASSWORD) => ({ password, confirmed: true });

let serial = 0;
/** A new login owning a new customer; by default her only subscription has ended. */
async function makeCustomer(subscription: Record<string, unknown> = {}) {
  serial += 1;
  const username = `poisto.${serial}@example.fi`;
  const ids = await createOwnedCustomer(app.db, username, {
    customerNumber: String(700_000_000 + serial),
    subscriptionNumber: String(7_000_000 + serial),
    subscription,
  });
  return { username, ...ids };
}

async function loggedIn(username: string) {
  app.clearCookies();
  expect((await app.login(username)).status).toBe(200);
}

/** What a refused deletion must leave as it was. */
const stateOf = (accountId: string) => async () => ({
  deletions: await app.db.select().from(accountDeletions),
  account: await app.db.select().from(accounts).where(eq(accounts.id, accountId)),
  sessions: await app.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.accountId, accountId)),
  outbox: (await app.db.select({ n: count() }).from(outbox))[0]?.n,
  audit: (await app.db.select({ n: count() }).from(auditLog))[0]?.n,
});

describe('not logged in, another origin', () => {
  it('answers 401 to the status and the deletion', async () => {
    app.clearCookies();
    const get = await status();
    expect(get.status).toBe(401);
    expect((await json<{ errorKey: string }>(get)).errorKey).toBe('not-logged-in');
    const del = await remove(confirmed());
    expect(del.status).toBe(401);
  });

  it('refuses a deletion sent from another site', async () => {
    const { username, accountId } = await makeCustomer();
    await loggedIn(username);
    await expectRefusedUnchanged(
      () => remove(confirmed(), { origin: 'https://evil.example' }),
      { status: 403, errorKey: 'bad-origin' },
      stateOf(accountId),
    );
  });
});

describe('refusals', () => {
  it('refuses while a subscription is active, also a cancelled one that still runs', async () => {
    for (const subscription of [
      { status: 'ACTIVE', endDate: null, periodEndDate: '2026-11-30' },
      { status: 'CANCELLED', endDate: '2026-12-31', periodEndDate: '2026-12-31' },
      // A fixed-term subscription on its last day still runs.
      {
        status: 'ACTIVE',
        subscriptionType: 'FIXED_TERM',
        endDate: '2026-11-21',
        periodEndDate: '2026-11-21',
      },
    ]) {
      const { username, accountId } = await makeCustomer(subscription);
      await loggedIn(username);
      const verdict = await json<AccountDeletionStatus>(await status());
      expect(verdict).toMatchObject({
        mayDelete: false,
        activeSubscriptions: [
          {
            subscriptionNumber: String(7_000_000 + serial),
            mainSubscriptionNumber: null,
            // A cancelled one has nothing left to end: the page names the day it ends.
            endsOn: subscription.status === 'CANCELLED' ? subscription.endDate : null,
          },
        ],
        openInvoices: [],
        questionnaire: false,
        companyLogin: false,
      });
      const body = await expectRefusedUnchanged(
        () => remove(confirmed()),
        { status: 409, errorKey: 'ACTIVE_SUBSCRIPTIONS_OR_OPEN_INVOICE' },
        stateOf(accountId),
      );
      expect(body.message).toBe(
        'Käyttäjätiliä ei voi poistaa, koska sinulla on voimassa olevia tilauksia tai avoimia laskuja.',
      );
    }
  });

  it("names an add-on's main subscription, so the page links the add-on's own flow", async () => {
    const { username, customerId } = await makeCustomer({
      status: 'ACTIVE',
      endDate: null,
      periodEndDate: '2026-11-30',
    });
    const [main] = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customerId));
    await ensureSubscription(app.db, {
      subscriptionNumber: String(7_500_000 + serial),
      customerId,
      parentSubscriptionId: main!.id,
      productId: await productIdOf(app.db, 'PS-7PV'),
      status: 'ACTIVE',
      subscriptionType: 'RECURRING',
      productFormat: 'DIGI',
      startDate: '2026-07-12',
      periodStartDate: '2026-11-12',
      periodEndDate: '2026-12-11',
      priceCents: 290,
      periodUnit: 'MONTHS',
      periodLength: 1,
      paymentMethod: 'EMAIL_INVOICE',
    });
    await loggedIn(username);
    const verdict = await json<AccountDeletionStatus>(await status());
    expect(
      verdict.activeSubscriptions.map((s) => [s.subscriptionNumber, s.mainSubscriptionNumber]),
    ).toEqual([
      [main!.subscriptionNumber, null],
      [String(7_500_000 + serial), main!.subscriptionNumber],
    ]);
  });

  it('refuses while an invoice is open, and allows it once paid', async () => {
    const { username, accountId, customerId } = await makeCustomer();
    const invoice = {
      invoiceNumber: String(70_000_000 + serial),
      customerId,
      kind: 'INVOICED' as const,
      paymentState: 'UNPAID' as const,
      paymentMethod: 'PAPER_INVOICE' as const,
      invoiceDate: '2026-06-01',
      dueDate: '2026-06-15',
      amountCents: 2990,
    };
    await ensureInvoice(app.db, invoice);
    await loggedIn(username);
    expect(await json(await status())).toMatchObject({
      mayDelete: false,
      activeSubscriptions: [],
      openInvoices: [{ invoiceNumber: invoice.invoiceNumber }],
    });
    await expectRefusedUnchanged(
      () => remove(confirmed()),
      { status: 409, errorKey: 'ACTIVE_SUBSCRIPTIONS_OR_OPEN_INVOICE' },
      stateOf(accountId),
    );
    await app.db
      .update(invoices)
      .set({ paymentState: 'PAID' })
      .where(eq(invoices.invoiceNumber, invoice.invoiceNumber));
    expect(await json(await status())).toMatchObject({ mayDelete: true, openInvoices: [] });
  });

  it('refuses a wrong password, then too many guesses', async () => {
    const { username, accountId } = await makeCustomer();
    await loggedIn(username);
    const body = await expectRefusedUnchanged(
      () => remove(confirmed('Vaara-salasana-1')),
      { status: 403, errorKey: 'WRONG_PASSWORD', field: 'password' },
      stateOf(accountId),
    );
    expect(body.fields?.['password']).toBe('Salasana on väärin.');
    for (let i = 0; i < 4; i += 1) {
      expect((await remove(confirmed('Vaara-salasana-1'))).status).toBe(403);
    }
    await expectRefusedUnchanged(
      () => remove(confirmed()),
      { status: 429, errorKey: 'too-many-requests' },
      stateOf(accountId),
    );
  });

  it('refuses bad input with the field and its Finnish message', async () => {
    const { username, accountId } = await makeCustomer();
    await loggedIn(username);
    const cases: [unknown, string, string][] = [
      [{ password: DEMO_PASSWORD }, 'confirmed', 'Vahvista poisto valitsemalla kohta'],
      [{ password: DEMO_PASSWORD, confirmed: false }, 'confirmed', 'Vahvista poisto'],
      [{ confirmed: true }, 'password', 'Salasana on pakollinen tieto'],
      [{ password: '', confirmed: true }, 'password', 'Salasana on pakollinen tieto'],
      [
        { ...confirmed(), questionnaire: { reasons: ['BORED'], feedback: '' } },
        'questionnaire.reasons.0',
        'Valitse syy listalta.',
      ],
      [
        { ...confirmed(), questionnaire: { reasons: [], feedback: 'x'.repeat(501) } },
        'questionnaire.feedback',
        'Kirjoita enintään 500 merkkiä.',
      ],
    ];
    for (const [input, field, message] of cases) {
      const body = await expectRefusedUnchanged(
        () => remove(input),
        { status: 400, errorKey: 'validation-failed', field },
        stateOf(accountId),
      );
      expect(body.fields?.[field]).toContain(message);
    }
    await expectRefusedUnchanged(
      () => remove({ ...confirmed(), extra: 1 }),
      { status: 400, errorKey: 'validation-failed' },
      stateOf(accountId),
    );
  });
});

describe('a deletion', () => {
  it('ends every session at once, blocks the login, e-mails and audits it', async () => {
    const { username, accountId, customerId } = await makeCustomer();
    await loggedIn(username);
    const otherBrowser = await app.login(username);
    const otherCookie = (otherBrowser.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    await loggedIn(username);
    expect(await json(await status())).toMatchObject({ mayDelete: true });
    expect(
      await app.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.accountId, accountId)),
    ).toHaveLength(2);

    // The questionnaire is off: its answers are not stored.
    const res = await remove({
      ...confirmed(),
      questionnaire: { reasons: ['PRIVACY'], feedback: '' },
    });
    expect(res.status, await res.clone().text()).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/i);

    expect(
      await app.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.accountId, accountId)),
    ).toEqual([]);
    expect((await status()).status).toBe(401);
    const other = await app.call('/account/deletion', { headers: { cookie: otherCookie } });
    expect(other.status).toBe(401);
    const again = await app.login(username);
    expect(again.status).toBe(401);
    expect((await json<{ errorKey: string }>(again)).errorKey).toBe('invalid-credentials');

    const [request] = await app.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.accountId, accountId));
    expect(request).toMatchObject({
      customerIds: [customerId],
      requestedAt: app.clock.now(),
      purgeDueAt: new Date(app.clock.now().getTime() + 7 * 24 * 3600 * 1000),
      purgedAt: null,
      questionnaire: null,
    });
    const mails = await app.db.select().from(outbox).where(eq(outbox.kind, 'account-deleted'));
    const mail = mails.find((m) => m.toAddress === username);
    expect(mail?.subject).toBe('Käyttäjätilisi on poistettu');
    expect(mail?.bodyText).toContain('Poistoa ei voi perua.');
    expect(mail?.bodyText).toContain('kuukauden kuluessa');
    expect(mail?.bodyText).toContain('http://portal.test/aihe/yhteystiedot');
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.accountId, accountId), eq(auditLog.action, 'ACCOUNT_DELETION_REQUESTED')),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ customers: 1, sessionsEnded: 2 });
  });

  it('cannot be walked back: a reset link, a new reset, a username link or a session all refuse it', async () => {
    const { username, accountId } = await makeCustomer();
    await loggedIn(username);
    // Links asked for before the deletion, still unused.
    const resetBody = { email: username };
    const asked = await app.call('/account/password-reset', { method: 'POST', body: resetBody });
    expect(asked.status).toBe(202);
    const linkOf = async (kind: string) => {
      const mails = await app.db.select().from(outbox).where(eq(outbox.toAddress, username));
      const mail = mails.filter((m) => m.kind === kind).at(-1);
      return new URL(/^https?:\/\/\S+$/m.exec(mail?.bodyText ?? '')?.[0] ?? 'http://none');
    };
    const resetToken = (await linkOf('password-reset-link')).searchParams.get('token') ?? '';
    expect(resetToken).not.toBe('');
    const newUsername = `uusi.${username}`;
    const usernameAsked = await app.call('/account/username', {
      method: 'PUT',
      body: { username, newUsername, password: DEMO_PASSWORD },
    });
    expect(usernameAsked.status, await usernameAsked.clone().text()).toBeLessThan(300);
    const usernameMails = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, newUsername));
    const usernameLink = new URL(
      /^https?:\/\/\S+$/m.exec(usernameMails.at(-1)?.bodyText ?? '')?.[0] ?? 'http://none',
    );

    expect((await remove(confirmed())).status).toBe(204);
    app.clearCookies();
    const mailsBefore = await app.db.select().from(outbox).where(eq(outbox.toAddress, username));

    // The earlier reset link is dead, and the password stays unusable.
    const NEW_PASSWORD = 'Palaan-takaisin-2027';
    const confirmReset = await app.call('/account/password-reset/confirm', {
      method: 'POST',
      body: { token: resetToken, newPassword: NEW_PASSWORD, newPasswordAgain: NEW_PASSWORD },
    });
    expect(confirmReset.status).toBe(410);
    expect((await app.login(username, { password: NEW_PASSWORD })).status).toBe(401);

    // A new reset answers as for any address, but no link goes out.
    const again = await app.call('/account/password-reset', {
      method: 'POST',
      body: resetBody,
      clientAddress: '10.77.0.1',
    });
    expect(again.status).toBe(202);
    expect(await json(again)).toEqual(await json(asked));
    expect(await app.db.select().from(outbox).where(eq(outbox.toAddress, username))).toEqual(
      mailsBefore,
    );

    // The username link changes nothing.
    const usernameConfirm = await app.call('/account/username/confirm', {
      method: 'PUT',
      body: {
        token: usernameLink.searchParams.get('token') ?? '',
        email: usernameLink.searchParams.get('email') ?? newUsername,
      },
    });
    expect(usernameConfirm.status).toBeGreaterThanOrEqual(400);
    const [row] = await app.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(row?.username).toBe(username);

    // A session made for the account by any other way is not accepted while it is deleted.
    const { createSession } = await import('~/server/auth/session-store');
    const { token } = await createSession(app.db, {
      accountId,
      intent: 'b2c',
      remember: false,
      now: app.clock.now(),
    });
    const res = await app.call('/account/deletion', {
      headers: { cookie: `portaali_session=${token}` },
    });
    expect(res.status).toBe(401);
  });

  it("ends the rights the deleted person held: the sharer's right is free and the name gone", async () => {
    const sharer = await makeCustomer({
      status: 'ACTIVE',
      endDate: null,
      productId: await productIdOf(app.db, 'PS-7PV'),
      productFormat: 'PAPER_AND_DIGI',
    });
    const [shared] = await app.db
      .select({ id: subscriptions.id, n: subscriptions.subscriptionNumber })
      .from(subscriptions)
      .where(eq(subscriptions.customerId, sharer.customerId));
    const reader = await makeCustomer();
    await app.db.insert(readingRights).values({
      subscriptionId: shared?.id ?? '',
      status: 'ACTIVE',
      email: reader.username,
      subscriberName: 'Lukija Poistuva',
      activationCode: `TEST-DELETED-HOLDER-${reader.accountId}`,
      holderAccountId: reader.accountId,
      claimedAt: app.clock.now(),
    });
    type Rights = { free: number; claimed: { readerName: string | null }[] };
    await loggedIn(sharer.username);
    const before = await json<Rights>(await app.call(`/subscriptions/${shared?.n}/reading-rights`));
    expect(before.claimed.map((r) => r.readerName)).toContain('Lukija Poistuva');

    await loggedIn(reader.username);
    expect((await remove(confirmed())).status).toBe(204);

    await loggedIn(sharer.username);
    const after = await json<Rights>(await app.call(`/subscriptions/${shared?.n}/reading-rights`));
    expect(after.claimed).toEqual([]);
    expect(after.free).toBe(before.free + 1);
    expect(JSON.stringify(after)).not.toContain('Poistuva');
  });

  it('stores one deletion for two requests at once', async () => {
    const { username, accountId } = await makeCustomer();
    await loggedIn(username);
    const answers = await Promise.all([remove(confirmed()), remove(confirmed())]);
    expect(answers.map((r) => r.status)).toEqual([204, 204]);
    expect(
      await app.db.select().from(accountDeletions).where(eq(accountDeletions.accountId, accountId)),
    ).toHaveLength(1);
    const mails = await app.db.select().from(outbox).where(eq(outbox.toAddress, username));
    expect(mails.filter((m) => m.kind === 'account-deleted')).toHaveLength(1);
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.accountId, accountId), eq(auditLog.action, 'ACCOUNT_DELETION_REQUESTED')),
      );
    expect(audits).toHaveLength(1);
  });

  it("removes only a company admin's login: the company's subscriptions do not stand in the way", async () => {
    await loggedIn(COMPANY_ADMIN);
    expect(await json(await status())).toMatchObject({ mayDelete: true, companyLogin: true });
    expect((await remove(confirmed())).status).toBe(204);
    const [request] = await app.db
      .select({ customerIds: accountDeletions.customerIds })
      .from(accountDeletions)
      .innerJoin(accounts, eq(accounts.id, accountDeletions.accountId))
      .where(eq(accounts.username, COMPANY_ADMIN));
    expect(request?.customerIds).toEqual([]);
    const company = await app.db
      .select()
      .from(customers)
      .where(eq(customers.companyName, 'Esimerkki Oy'));
    expect(company).toHaveLength(1);
  });
});

describe('the questionnaire (feature flag accountDeletionQuestionnaire)', () => {
  let flagged: TestApp;
  beforeAll(async () => {
    flagged = await createTestApp({ env: { ACCOUNT_DELETION_QUESTIONNAIRE: 'true' } });
  });
  afterAll(async () => {
    await flagged.close();
  });

  it('is offered, and its answers are stored without the person', async () => {
    const username = 'kysely@example.fi';
    const { accountId } = await createOwnedCustomer(flagged.db, username, {
      customerNumber: '700000900',
      subscriptionNumber: '7000900',
    });
    expect((await flagged.login(username)).status).toBe(200);
    expect(await json(await flagged.call('/config'))).toMatchObject({
      featureFlags: { accountDeletionQuestionnaire: true },
    });
    expect(await json(await flagged.call('/account/deletion'))).toMatchObject({
      questionnaire: true,
    });
    const res = await flagged.call('/account', {
      method: 'DELETE',
      body: {
        ...confirmed(),
        questionnaire: { reasons: ['PRIVACY', 'TOO_MANY_MESSAGES'], feedback: ' Liikaa postia. ' },
      },
    });
    expect(res.status).toBe(204);
    const [request] = await flagged.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.accountId, accountId));
    expect(request?.questionnaire).toEqual({
      reasons: ['PRIVACY', 'TOO_MANY_MESSAGES'],
      feedback: 'Liikaa postia.',
    });
  });
});

describe('the purge', () => {
  const PERSON = {
    username: 'purku.tunnus@example.fi',
    contactEmail: 'purku.yhteys@example.fi',
    firstName: 'Purettava',
    lastName: 'Henkilöinen',
    phone: '040-7654321',
    doorCode: 'B4321',
    careOfName: 'Hoitaja Hilkka',
    street: 'Purkutie 7',
    token: 'tok-purku-9f8e7d',
    invitee: 'kutsuttu.purku@example.fi',
    inviteeName: 'Vieras Kutsuttunen',
    temporaryStreet: 'Kesämökkipolku 3',
    reporter: 'Reklamoija Purkunen',
    reasonText: 'Muutan pois Purkutieltä',
    payerName: 'HENKILOINEN PURETTAVA',
  };
  const personal = Object.values(PERSON);

  /** Every row of every table as JSON text: where a personal detail could hide. */
  async function everyRow(): Promise<string[]> {
    const tables = await app.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const texts: string[] = [];
    for (const { name } of rowsOf<{ name: string }>(tables)) {
      const rows = await app.db.execute<{ row: string }>(
        sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`,
      );
      texts.push(...rowsOf<{ row: string }>(rows).map((r) => `${name}: ${r.row}`));
    }
    return texts;
  }
  const leftovers = async () =>
    (await everyRow()).filter((row) => personal.some((p) => row.includes(p)));

  it('removes every personal detail when due, keeps the bookkeeping, and runs once', async () => {
    const { accountId, customerId } = await createOwnedCustomer(app.db, PERSON.username, {
      customerNumber: '700000800',
      subscriptionNumber: '7000800',
      contactEmail: PERSON.contactEmail,
    });
    await app.db
      .update(customers)
      .set({
        firstName: PERSON.firstName,
        lastName: PERSON.lastName,
        phone: PERSON.phone,
        doorCode: PERSON.doorCode,
        careOfName: PERSON.careOfName,
        yearOfBirth: 1977,
        gender: 'F',
      })
      .where(eq(customers.id, customerId));
    await app.db
      .update(addresses)
      .set({ streetAddress: PERSON.street })
      .where(eq(addresses.customerId, customerId));
    const [sub] = await app.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNumber, '7000800'));
    const [maijas] = await app.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNumber, '2000001'));
    const subscriptionId = sub?.id ?? '';
    const [card] = await app.db
      .insert(paymentCards)
      .values({
        customerId,
        brand: 'Visa',
        last4: '4242',
        expiryMonth: 12,
        expiryYear: 2029,
        providerToken: PERSON.token,
      })
      .returning({ id: paymentCards.id });
    await app.db.insert(cardSetups).values({ customerId, accountId, returnTo: 'CARDS' });
    await app.db
      .insert(cardRequests)
      .values({ subscriptionId, customerId, deadline: '2026-06-15', status: 'EXPIRED' });
    await app.db.insert(consents).values([
      { customerId, kind: 'MARKETING_PERMISSION', channel: 'EMAIL', value: 'OptIn' },
      { customerId, kind: 'PROFILING', channel: 'ANY', value: 'OptOut' },
    ]);
    await app.db.insert(consentChanges).values({
      customerId,
      accountId,
      kind: 'MARKETING_PERMISSION',
      channel: 'EMAIL',
      brand: '',
      fromValue: 'EMPTY',
      toValue: 'OptIn',
      changeChannel: 'WEB',
      changedAt: new Date('2026-05-01T09:00:00Z'),
    });
    await app.db.insert(marketingBans).values({
      customerId,
      accountId,
      changeChannel: 'WEB',
      createdAt: new Date('2026-05-02T09:00:00Z'),
    });
    await app.db.insert(usernameChanges).values({
      id: 'purku-username-change-token-hash',
      accountId,
      oldUsername: PERSON.username,
      newUsername: 'purku.uusi@example.fi',
      createdAt: new Date('2026-05-03T09:00:00Z'),
      expiresAt: new Date('2026-05-04T09:00:00Z'),
    });
    await app.db.insert(readingRights).values([
      {
        subscriptionId,
        status: 'ACTIVE',
        email: PERSON.invitee,
        subscriberName: PERSON.inviteeName,
        activationCode: 'PURKU-1',
        inviterAccountId: accountId,
      },
      {
        subscriptionId: maijas?.id ?? '',
        status: 'ACTIVE',
        email: PERSON.username,
        activationCode: 'PURKU-2',
        holderAccountId: accountId,
      },
    ]);
    await app.db.insert(addressChanges).values({
      subscriptionId,
      changeType: 'TEMPORARY_ADDRESS_CHANGE',
      startDate: '2026-06-01',
      endDate: '2026-06-10',
      nameForAddress: PERSON.careOfName,
      streetAddress: PERSON.temporaryStreet,
      zipCode: '00100',
      postOffice: 'HELSINKI',
    });
    await app.db.insert(deliveryReclamations).values({
      subscriptionId,
      accountId,
      deliveryDate: '2026-06-02',
      complaint: 'OTHER_REASON',
      compensation: 'NO_COMPENSATION',
      result: 'UNKNOWN',
      details: { text: PERSON.reporter },
    });
    await app.db.insert(cancellations).values({
      subscriptionId,
      subscriptionNumber: '7000800',
      kind: 'MAIN',
      productCode: 'HV-6PV',
      productName: 'Hämeen Viesti 6 pv',
      familyId: 'hameen-viesti',
      reason: 'OTHER_REASON',
      reasonText: PERSON.reasonText,
      endDate: '2026-06-30',
      channel: 'WEB',
      accountId,
      customerId,
    });
    await app.db.insert(kaikkiCancellationNotices).values({
      firstName: PERSON.firstName,
      lastName: PERSON.lastName,
      email: PERSON.contactEmail,
      customerNumber: '700000800',
      endOption: 'END_OF_PERIOD',
    });
    // Feedback sent logged in, and sent anonymously with the person's address (decision 0036).
    await app.db.insert(feedbackMessages).values([
      {
        kind: 'COMPANY',
        topic: 'GENERAL_FEEDBACK',
        message: PERSON.reasonText,
        contactEmail: 'tyopaikka.osoite@yritys.example',
        replyByEmail: true,
        accountId,
        customerId,
        receivedAt: app.clock.now(),
      },
      {
        kind: 'COMPANY',
        topic: 'LOGIN',
        message: `${PERSON.firstName} ei pääse kirjautumaan`,
        contactEmail: PERSON.contactEmail,
        replyByEmail: false,
        receivedAt: app.clock.now(),
      },
    ]);
    const invoiceNumber = '70000800';
    await ensureInvoice(app.db, {
      invoiceNumber,
      customerId,
      subscriptionId,
      kind: 'INVOICED',
      paymentState: 'PAID',
      paymentMethod: 'PAPER_INVOICE',
      invoiceDate: '2026-06-01',
      dueDate: '2026-06-15',
      amountCents: 2990,
    });
    const [invoice] = await app.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.invoiceNumber, invoiceNumber));
    await app.db.insert(bankPayments).values({
      archiveId: 'PURKU-ARCHIVE-1',
      referenceNumber: '700008003',
      amountCents: 2990,
      paidOn: '2026-06-10',
      payerName: PERSON.payerName,
      invoiceId: invoice?.id ?? null,
      outcome: 'PAID',
      importedAt: app.clock.now(),
    });
    await app.db.insert(linkConfirmations).values({
      id: 'purku-link-1',
      customerId,
      requestedByAccountId: accountId,
      createdAt: app.clock.now(),
      expiresAt: app.clock.now(),
    });
    await app.db.insert(auditLog).values({
      accountId,
      customerId,
      action: 'CUSTOMER_INFO_CHANGED',
      entity: 'customer',
      details: { phone: PERSON.phone },
      createdAt: app.clock.now(),
    });
    await app.db.insert(outbox).values({
      toAddress: PERSON.contactEmail,
      subject: 'Tilausvahvistus',
      bodyText: `Hei ${PERSON.firstName}`,
      kind: 'addon-ordered',
    });
    expect((await app.login(PERSON.username, { password: 'Vaara-salasana-1' })).status).toBe(401);

    await loggedIn(PERSON.username);
    expect((await remove(confirmed())).status).toBe(204);
    expect(await leftovers()).not.toEqual([]);

    const deps = { db: app.db, clock: app.clock, env: readEnv({ NODE_ENV: 'test' }) };
    // Not before its due time (7 days).
    app.clock.advance(7 * 24 * 3600 * 1000 - 60_000);
    expect(await purgeDueDeletions(deps)).toBe(0);
    app.clock.advance(60_000);
    // Two processes at once purge each due request (this file's earlier ones too) once.
    const due = await app.db
      .select()
      .from(accountDeletions)
      .where(isNull(accountDeletions.purgedAt));
    const runs = await Promise.all([purgeDueDeletionsOnce(deps), purgeDueDeletions(deps)]);
    expect(runs.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(due.length);
    expect(
      await app.db.select().from(auditLog).where(eq(auditLog.action, 'ACCOUNT_PURGED')),
    ).toHaveLength(due.length);

    expect(await leftovers()).toEqual([]);
    const [customer] = await app.db.select().from(customers).where(eq(customers.id, customerId));
    expect(customer).toMatchObject({
      customerNumber: '700000800',
      firstName: null,
      lastName: null,
      yearOfBirth: null,
      phone: null,
      contactEmail: null,
      gender: null,
      doorCode: null,
      careOfName: null,
    });
    expect(await app.db.select().from(accounts).where(eq(accounts.id, accountId))).toEqual([]);
    expect(
      await app.db.select().from(addresses).where(eq(addresses.customerId, customerId)),
    ).toEqual([]);
    expect(await app.db.select().from(consents).where(eq(consents.customerId, customerId))).toEqual(
      [],
    );
    expect(
      await app.db.select().from(consentChanges).where(eq(consentChanges.customerId, customerId)),
    ).toEqual([]);
    expect(
      await app.db.select().from(marketingBans).where(eq(marketingBans.customerId, customerId)),
    ).toEqual([]);
    expect(
      await app.db.select().from(usernameChanges).where(eq(usernameChanges.accountId, accountId)),
    ).toEqual([]);
    // Kept for bookkeeping: the subscription, the invoice, the payment, the card row without its token.
    expect(
      await app.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)),
    ).toHaveLength(1);
    expect(
      await app.db.select().from(invoices).where(eq(invoices.customerId, customerId)),
    ).toHaveLength(1);
    expect(
      await app.db.select().from(bankPayments).where(eq(bankPayments.archiveId, 'PURKU-ARCHIVE-1')),
    ).toMatchObject([{ payerName: null, amountCents: 2990 }]);
    expect(
      await app.db
        .select()
        .from(paymentCards)
        .where(eq(paymentCards.id, card?.id ?? '')),
    ).toMatchObject([{ providerToken: 'purged', deletedAt: app.clock.now() }]);
    expect(
      await app.db
        .select()
        .from(cancellations)
        .where(eq(cancellations.subscriptionId, subscriptionId)),
    ).toMatchObject([{ reason: 'OTHER_REASON', reasonText: null, accountId: null }]);
    const [request] = await app.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.purgedAt, app.clock.now()));
    expect(request).toMatchObject({ accountId: null, customerIds: [] });

    // A company admin's deletion (above) took only the login: the company is as it was.
    expect(
      await app.db.select().from(customers).where(eq(customers.companyName, 'Esimerkki Oy')),
    ).toHaveLength(1);

    // Run again: nothing to do, nothing changes.
    const before = await everyRow();
    expect(await purgeDueDeletionsOnce(deps)).toBe(0);
    expect(await everyRow()).toEqual(before);
  });

  it('keeps a customer another login still holds, removing only the deleted login', async () => {
    const username = 'jaettu.purku@example.fi';
    const { accountId, customerId } = await makeCustomer();
    const household = await createAccount(app.db, username);
    await linkAccount(app.db, household, customerId, 'OWNER');
    await loggedIn(`poisto.${serial}@example.fi`);
    expect((await remove(confirmed())).status).toBe(204);
    app.clock.advance(8 * 24 * 3600 * 1000);
    const deps = { db: app.db, clock: app.clock, env: readEnv({ NODE_ENV: 'test' }) };
    expect(await purgeDueDeletions(deps)).toBeGreaterThanOrEqual(1);
    expect(await app.db.select().from(accounts).where(eq(accounts.id, accountId))).toEqual([]);
    const [customer] = await app.db.select().from(customers).where(eq(customers.id, customerId));
    expect(customer?.firstName).toBe('testi');
    expect(
      await app.db.select().from(addresses).where(eq(addresses.customerId, customerId)),
    ).toHaveLength(1);
    expect((await app.login(username)).status).toBe(200);
  });
});

describe('the development factory', () => {
  it('makes a customer with nothing running, whom the deletion allows', async () => {
    app.clearCookies();
    const res = await app.call('/dev/customers', { method: 'POST', body: { subscriptions: [] } });
    expect(res.status).toBe(201);
    const made = await json<{ username: string; subscriptionNumbers: string[] }>(res);
    expect(made.subscriptionNumbers).toEqual([]);
    await loggedIn(made.username);
    expect(await json(await status())).toMatchObject({ mayDelete: true, companyLogin: false });
  });
});

describe('the purge, when something runs again', () => {
  it('keeps the data of a customer who got a running subscription after the request', async () => {
    const { username, accountId, customerId } = await makeCustomer();
    await loggedIn(username);
    expect((await remove(confirmed())).status).toBe(204);
    // Customer service takes an order for her before the purge.
    await ensureSubscription(app.db, {
      subscriptionNumber: '7000999',
      customerId,
      productId: await productIdOf(app.db, 'HV-6PV'),
      status: 'ACTIVE',
      subscriptionType: 'RECURRING',
      productFormat: 'PAPER',
      startDate: '2026-11-21',
      periodStartDate: '2026-11-21',
      periodEndDate: '2026-12-20',
      priceCents: 2990,
      periodUnit: 'MONTHS',
      periodLength: 1,
      paymentMethod: 'PAPER_INVOICE',
    });
    app.clock.advance(30 * 24 * 3600 * 1000);
    const deps = { db: app.db, clock: app.clock, env: readEnv({ NODE_ENV: 'test' }) };
    expect(await purgeDueDeletions(deps)).toBeGreaterThanOrEqual(1);
    expect(await app.db.select().from(accounts).where(eq(accounts.id, accountId))).toEqual([]);
    const [customer] = await app.db.select().from(customers).where(eq(customers.id, customerId));
    expect(customer?.lastName).toBe('asiakas');
    expect(
      await app.db.select().from(addresses).where(eq(addresses.customerId, customerId)),
    ).toHaveLength(1);
    const [purge] = await app.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'ACCOUNT_PURGED'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(purge?.details).toEqual({
      customersPurged: 0,
      customersKept: [String(700_000_000 + serial)],
    });
  });
});
