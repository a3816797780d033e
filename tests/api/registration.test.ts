import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORDS_DIFFER_MESSAGE } from '~/domain/account-credentials/credential-messages';
import { verifyPassword } from '~/server/auth/password';
import { accountCustomers, accounts } from '~/server/db/schema/accounts';
import { addresses, customers } from '~/server/db/schema/customers';
import { registrations } from '~/server/db/schema/registrations';
import { auditLog, outbox } from '~/server/db/schema/system';
import { createAccount } from '../support/customer-factory';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { TEST_ORIGIN, useTestApp } from '../support/test-app';
import { rowCounts } from '../support/row-counts';

// Issue 15 item 3's "logs in or registers": registration with an e-mailed single-use link
// (decision 0034).

const PASSWORD = 'Oma-salasana-2027';
const HOUR = 3600_000;

const app = useTestApp();

/** Every call from its own client address, so the per-address limit is only met on purpose. */
const someAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const register = (body: unknown, opts: { clientAddress?: string; origin?: string } = {}) =>
  app.call('/auth/registrations', {
    method: 'POST',
    body,
    clientAddress: opts.clientAddress ?? someAddress(),
    headers: opts.origin ? { origin: opts.origin } : {},
  });
const confirm = (body: unknown, headers: Record<string, string> = {}) =>
  app.call('/auth/registrations/confirm', { method: 'POST', body, headers });

const freshEmail = () => `uusi.${randomUUID()}@example.fi`;

const form = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  passwordAgain: PASSWORD,
  firstName: 'Sanna',
  lastName: 'Suomalainen',
  streetAddress: 'Rantatie 4 B 2',
  zipCode: '00100',
  postOffice: 'HELSINKI',
  ...extra,
});

async function mailsTo(address: string) {
  return app.db.select().from(outbox).where(eq(outbox.toAddress, address));
}

/** The token of the latest registration link e-mailed to `to`, and the link itself. */
async function linkTo(to: string): Promise<{ token: string; url: URL }> {
  const mails = (await mailsTo(to)).filter((m) => m.kind === 'registration-link');
  const href = /^https?:\/\/\S+$/m.exec(mails.at(-1)?.bodyText ?? '')?.[0] ?? 'http://none';
  const url = new URL(href);
  return { token: url.searchParams.get('token') ?? '', url };
}

const snapshot = (email: string) =>
  rowCounts(app.db, {
    rows: { table: registrations, where: eq(registrations.email, email) },
    mails: outbox,
    accounts: { table: accounts, where: eq(accounts.username, email) },
    customers,
  });

describe('POST /auth/registrations', () => {
  it('stores nothing but the pending registration and e-mails a single-use link from SITE_URL', async () => {
    const email = freshEmail();
    const res = await register(form(email.toUpperCase(), { returnPath: '/ak/koodi' }));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ email, validHours: 24 });

    expect((await snapshot(email)).accounts).toBe(0);
    const link = await linkTo(email);
    expect(`${link.url.origin}${link.url.pathname}`).toBe(
      `${TEST_ORIGIN}/auth/rekisteroidy/vahvista`,
    );
    expect(link.token).toMatch(/^[\w-]{43}$/);
    const [row] = await app.db.select().from(registrations).where(eq(registrations.email, email));
    // Only the token's SHA-256 and the password's scrypt hash are stored.
    expect(row?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.id).not.toContain(link.token);
    expect(await verifyPassword(PASSWORD, row?.passwordHash ?? '')).toBe(true);
    expect(row?.returnPath).toBe('/ak/koodi');
    expect(row?.expiresAt.getTime()).toBe(app.clock.now().getTime() + 24 * HOUR);
  });

  it('answers the same for an address that has an account, and e-mails that address a note instead', async () => {
    const email = freshEmail();
    await createAccount(app.db, email);
    const res = await register(form(email));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ email, validHours: 24 });
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['registration-account-exists']);
    expect((await snapshot(email)).rows).toBe(0);
  });

  it('refuses bad input with Finnish field messages, storing and sending nothing', async () => {
    const email = freshEmail();
    const snap = () => snapshot(email);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'ei-osoite' }, 'email'],
      [{ password: 'lyhyt1', passwordAgain: 'lyhyt1' }, 'password'],
      [{ passwordAgain: 'Toinen-salasana-2027' }, 'passwordAgain'],
      [{ firstName: '' }, 'firstName'],
      [{ lastName: '<script>' }, 'lastName'],
      [{ zipCode: '' }, 'zipCode'],
      [{ streetAddress: '', postOffice: '' }, 'streetAddress'],
      [{ zipCode: '123' }, 'zipCode'],
    ];
    for (const [extra, field] of cases) {
      await expectRefusedUnchanged(
        () => register(form(email, extra)),
        { status: 400, errorKey: 'validation-failed', field },
        snap,
      );
    }
    const differ = await expectRefusedUnchanged(
      () => register(form(email, { passwordAgain: 'Toinen-salasana-2027' })),
      { status: 400, errorKey: 'validation-failed', field: 'passwordAgain' },
      snap,
    );
    expect(differ.fields?.passwordAgain).toBe(PASSWORDS_DIFFER_MESSAGE);
    await expectRefusedUnchanged(
      () => register({ ...form(email), role: 'COMPANY_ADMIN' }),
      { status: 400, errorKey: 'validation-failed' },
      snap,
    );
    await expectRefusedUnchanged(
      () =>
        app.call('/auth/registrations', {
          method: 'POST',
          rawBody: '{"email":',
          clientAddress: someAddress(),
        }),
      { status: 400, errorKey: 'invalid-json' },
      snap,
    );
  });

  it('refuses a password easy to guess, or built from the name or e-mail, saying why', async () => {
    const email = freshEmail();
    for (const weak of ['salasana12', 'Suomalainen2026']) {
      const refused = await expectRefusedUnchanged(
        () => register(form(email, { password: weak, passwordAgain: weak })),
        { status: 400, errorKey: 'password-too-weak', field: 'password' },
        () => snapshot(email),
      );
      expect(refused.fields?.password).toMatch(/^Salasana on liian helppo arvata\./);
    }
  });

  it('accepts a registration without an address, and never a return path to another site', async () => {
    const email = freshEmail();
    const body = form(email, {
      streetAddress: '',
      zipCode: '',
      postOffice: '',
      returnPath: '//evil.example/x',
    });
    expect((await register(body)).status).toBe(202);
    const [row] = await app.db.select().from(registrations).where(eq(registrations.email, email));
    expect(row?.streetAddress).toBeNull();
    expect(row?.returnPath).toBe('/tili');
  });

  it('refuses a forged Origin', async () => {
    const email = freshEmail();
    await expectRefusedUnchanged(
      () => register(form(email), { origin: 'https://evil.example' }),
      { status: 403, errorKey: 'bad-origin' },
      () => snapshot(email),
    );
  });

  it('sends one link for a double click, and a later registration replaces the earlier link', async () => {
    const email = freshEmail();
    const answers = await Promise.all([register(form(email)), register(form(email))]);
    expect(answers.map((r) => r.status)).toEqual([202, 202]);
    expect(await mailsTo(email)).toHaveLength(1);
    const first = await linkTo(email);

    app.clock.advance(61_000);
    expect((await register(form(email, { firstName: 'Susanna' }))).status).toBe(202);
    const second = await linkTo(email);
    expect(second.token).not.toBe(first.token);
    await expectRefusedUnchanged(
      () => confirm({ token: first.token }),
      { status: 410, errorKey: 'registration-expired' },
      () => snapshot(email),
    );
    expect((await confirm({ token: second.token })).status).toBe(200);
    const [customer] = await app.db
      .select({ firstName: customers.firstName })
      .from(customers)
      .where(eq(customers.contactEmail, email));
    expect(customer?.firstName).toBe('Susanna');
    app.clearCookies();
  });

  it('limits registrations of one address to 5 and of one client address to 10 an hour', async () => {
    const email = freshEmail();
    for (let i = 0; i < 5; i++) {
      app.clock.advance(61_000);
      expect((await register(form(email))).status).toBe(202);
    }
    const limited = await register(form(email));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const clientAddress = someAddress();
    for (let i = 0; i < 10; i++) {
      expect((await register(form(freshEmail()), { clientAddress })).status).toBe(202);
    }
    expect((await register(form(freshEmail()), { clientAddress })).status).toBe(429);
  });
});

describe('POST /auth/registrations/confirm', () => {
  it('creates the account, a private customer with the address and logs this browser in', async () => {
    const email = freshEmail();
    await register(form(email, { returnPath: '/ak/koodi' }));
    const { token } = await linkTo(email);
    app.clearCookies();
    const res = await confirm({ token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      username: email,
      returnPath: '/ak/koodi',
      analyticsEvent: 12,
    });

    const [account] = await app.db.select().from(accounts).where(eq(accounts.username, email));
    expect(await verifyPassword(PASSWORD, account?.passwordHash ?? '')).toBe(true);
    const [link] = await app.db
      .select()
      .from(accountCustomers)
      .where(eq(accountCustomers.accountId, account?.id ?? ''));
    expect(link?.role).toBe('OWNER');
    const [customer] = await app.db
      .select()
      .from(customers)
      .where(eq(customers.id, link?.customerId ?? ''));
    expect(customer).toMatchObject({
      customerType: 'PERSON',
      firstName: 'Sanna',
      lastName: 'Suomalainen',
      contactEmail: email,
    });
    expect(Number(customer?.customerNumber)).toBeGreaterThanOrEqual(300_000_000);
    expect(Number(customer?.customerNumber)).toBeLessThan(800_000_000);
    const [address] = await app.db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, customer?.id ?? ''));
    expect(address).toMatchObject({
      isPrimary: true,
      streetAddress: 'Rantatie 4 B 2',
      zipCode: '00100',
      postOffice: 'HELSINKI',
      countryCode: 'FI',
    });

    // Logged in: the session answers with the new account.
    const session = (await (await app.call('/auth/verifySession')).json()) as {
      loginHint: string | null;
    };
    expect(session.loginHint).toBe(email);
    // A new customer's own pages answer: no subscriptions yet, the consents' defaults.
    expect((await app.call('/customer/info')).status).toBe(200);
    expect((await app.call('/consents')).status).toBe(200);
    const list = await app.call('/subscriptions');
    expect(list.status).toBe(200);

    // The row forgot the password hash, the name and the address.
    const [row] = await app.db.select().from(registrations).where(eq(registrations.email, email));
    expect(row).toMatchObject({ passwordHash: null, firstName: null, streetAddress: null });
    expect(row?.usedAt).not.toBeNull();
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual([
      'registration-link',
      'registration-welcome',
    ]);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.accountId, account?.id ?? ''), eq(auditLog.action, 'ACCOUNT_REGISTERED')),
      );
    expect(audit?.customerId).toBe(customer?.id);

    // The chosen password logs in.
    app.clearCookies();
    expect((await app.login(email, { password: PASSWORD })).status).toBe(200);
    app.clearCookies();
  });

  it('answers a second press with registration-already-confirmed; of two parallel presses one wins', async () => {
    const email = freshEmail();
    await register(form(email));
    const { token } = await linkTo(email);
    const answers = await Promise.all([confirm({ token }), confirm({ token })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409);
    expect(((await refused?.json()) as { errorKey: string }).errorKey).toBe(
      'registration-already-confirmed',
    );
    expect((await snapshot(email)).accounts).toBe(1);
    await expectRefusedUnchanged(
      () => confirm({ token }),
      { status: 409, errorKey: 'registration-already-confirmed' },
      () => snapshot(email),
    );
    app.clearCookies();
  });

  it('refuses an expired, unknown or empty link and a forged Origin, creating nothing', async () => {
    const email = freshEmail();
    await register(form(email));
    const { token } = await linkTo(email);
    const snap = () => snapshot(email);
    await expectRefusedUnchanged(
      () => confirm({ token }, { origin: 'https://evil.example' }),
      { status: 403, errorKey: 'bad-origin' },
      snap,
    );
    await expectRefusedUnchanged(
      () => confirm({ token: 'x'.repeat(43) }),
      { status: 410, errorKey: 'registration-expired' },
      snap,
    );
    await expectRefusedUnchanged(
      () => confirm({}),
      { status: 400, errorKey: 'validation-failed' },
      snap,
    );
    app.clock.advance(24 * HOUR + 1);
    const expired = await expectRefusedUnchanged(
      () => confirm({ token }),
      { status: 410, errorKey: 'registration-expired' },
      snap,
    );
    expect(expired.message).toContain('Vahvistuslinkki on vanhentunut');
  });

  it('refuses when the address got an account meanwhile (username-taken), creating nothing', async () => {
    const email = freshEmail();
    await register(form(email));
    const { token } = await linkTo(email);
    await createAccount(app.db, email);
    await expectRefusedUnchanged(
      () => confirm({ token }),
      { status: 409, errorKey: 'username-taken' },
      () => snapshot(email),
    );
  });
});
