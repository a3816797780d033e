import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '~/server/auth/password';
import { accounts, loginAttempts, sessions } from '~/server/db/schema/accounts';
import { passwordResets } from '~/server/db/schema/password-resets';
import { auditLog, outbox } from '~/server/db/schema/system';
import { createAccount } from '../support/customer-factory';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { DEMO_PASSWORD, TEST_ORIGIN, useTestApp } from '../support/test-app';
import { rowCounts } from '../support/row-counts';

// "Forgot password" (decision 0035): a single-use link e-mailed to the username, then a new
// password that ends every session.

const NEW_PASSWORD = 'Uusi-salasana-2027';
const MINUTE = 60_000;

const app = useTestApp();

let lastOctet = 0;
/** Every call from its own client address, so the per-address limit is only met on purpose. */
const someAddress = () => `10.9.${Math.floor(++lastOctet / 250)}.${lastOctet % 250}`;

const request = (body: unknown, opts: { clientAddress?: string; origin?: string } = {}) =>
  app.call('/account/password-reset', {
    method: 'POST',
    body,
    clientAddress: opts.clientAddress ?? someAddress(),
    headers: opts.origin ? { origin: opts.origin } : {},
  });
const confirm = (body: unknown, headers: Record<string, string> = {}) =>
  app.call('/account/password-reset/confirm', { method: 'POST', body, headers });
const newPassword = (token: string, password = NEW_PASSWORD) => ({
  token,
  newPassword: password,
  newPasswordAgain: password,
});

async function freshAccount(): Promise<{ id: string; username: string }> {
  const username = `unohtaja.${randomUUID()}@example.fi`;
  return { id: await createAccount(app.db, username), username };
}

async function mailsTo(address: string) {
  return app.db.select().from(outbox).where(eq(outbox.toAddress, address));
}

async function tokenTo(to: string): Promise<{ token: string; url: URL }> {
  const mails = (await mailsTo(to)).filter((m) => m.kind === 'password-reset-link');
  const href = /^https?:\/\/\S+$/m.exec(mails.at(-1)?.bodyText ?? '')?.[0] ?? 'http://none';
  const url = new URL(href);
  return { token: url.searchParams.get('token') ?? '', url };
}

async function snapshot(accountId: string) {
  const [account] = await app.db.select().from(accounts).where(eq(accounts.id, accountId));
  return {
    passwordHash: account?.passwordHash,
    ...(await rowCounts(app.db, {
      resets: { table: passwordResets, where: eq(passwordResets.accountId, accountId) },
      mails: outbox,
      sessions: { table: sessions, where: eq(sessions.accountId, accountId) },
    })),
  };
}

describe('POST /account/password-reset', () => {
  it('e-mails a single-use link from SITE_URL to a username, storing only its hash', async () => {
    const { id, username } = await freshAccount();
    const res = await request({ email: username.toUpperCase() });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ email: username, validMinutes: 60 });
    const { token, url } = await tokenTo(username);
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_ORIGIN}/auth/uusi-salasana`);
    expect(token).toMatch(/^[\w-]{43}$/);
    const [row] = await app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.accountId, id));
    expect(row?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.expiresAt.getTime()).toBe(app.clock.now().getTime() + 60 * MINUTE);
  });

  it('answers an unknown address the same, and sends nothing', async () => {
    const email = `ei-tunnusta.${randomUUID()}@example.fi`;
    const res = await request({ email });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ email, validMinutes: 60 });
    expect(await mailsTo(email)).toEqual([]);
  });

  it('refuses bad input and a forged Origin, changing nothing', async () => {
    const { id, username } = await freshAccount();
    const snap = () => snapshot(id);
    await expectRefusedUnchanged(
      () => request({ email: 'ei-osoite' }),
      { status: 400, errorKey: 'validation-failed', field: 'email' },
      snap,
    );
    await expectRefusedUnchanged(
      () => request({ email: username, extra: 1 }),
      { status: 400, errorKey: 'validation-failed' },
      snap,
    );
    await expectRefusedUnchanged(
      () => request({ email: username }, { origin: 'https://evil.example' }),
      { status: 403, errorKey: 'bad-origin' },
      snap,
    );
  });

  it('sends one link for a double click; a later request replaces the earlier link', async () => {
    const { id, username } = await freshAccount();
    await Promise.all([request({ email: username }), request({ email: username })]);
    expect(await mailsTo(username)).toHaveLength(1);
    const first = await tokenTo(username);
    app.clock.advance(61_000);
    await request({ email: username });
    const second = await tokenTo(username);
    expect(second.token).not.toBe(first.token);
    await expectRefusedUnchanged(
      () => confirm(newPassword(first.token)),
      { status: 410, errorKey: 'password-reset-expired' },
      () => snapshot(id),
    );
    expect((await confirm(newPassword(second.token))).status).toBe(200);
  });

  it('limits requests for one address to 5 an hour, then 429 with Retry-After', async () => {
    const { username } = await freshAccount();
    for (let i = 0; i < 5; i++) {
      app.clock.advance(61_000);
      expect((await request({ email: username })).status).toBe(202);
    }
    const limited = await request({ email: username });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /account/password-reset/confirm', () => {
  it('sets the new password, ends every session and forgives the failed logins', async () => {
    const { id, username } = await freshAccount();
    app.clearCookies();
    expect((await app.login(username)).status).toBe(200);
    // A few wrong passwords before the customer gave up.
    app.clearCookies();
    for (let i = 0; i < 3; i++) {
      expect((await app.login(username, { password: 'Vaara-salasana-1' })).status).toBe(401);
    }
    await request({ email: username });
    const { token } = await tokenTo(username);
    const res = await confirm(newPassword(token));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ username });

    const [account] = await app.db.select().from(accounts).where(eq(accounts.id, id));
    expect(await verifyPassword(NEW_PASSWORD, account?.passwordHash ?? '')).toBe(true);
    expect((await snapshot(id)).sessions).toBe(0);
    const [failures] = await app.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(eq(loginAttempts.key, `login-user:${username}`));
    expect(failures?.n).toBe(0);
    expect((await mailsTo(username)).map((m) => m.kind)).toEqual([
      'password-reset-link',
      'password-changed',
    ]);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, id), eq(auditLog.action, 'PASSWORD_RESET')));
    expect(audit?.details).toEqual({ sessionsEnded: 1 });

    expect((await app.login(username, { password: DEMO_PASSWORD })).status).toBe(401);
    expect((await app.login(username, { password: NEW_PASSWORD })).status).toBe(200);
    app.clearCookies();
  });

  it('works once: a second use is 409, and of two parallel uses exactly one sets the password', async () => {
    const { id, username } = await freshAccount();
    await request({ email: username });
    const { token } = await tokenTo(username);
    const answers = await Promise.all([
      confirm(newPassword(token)),
      confirm(newPassword(token, 'Toinen-salasana-2027')),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const [audits] = await app.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.accountId, id), eq(auditLog.action, 'PASSWORD_RESET')));
    expect(audits?.n).toBe(1);
    await expectRefusedUnchanged(
      () => confirm(newPassword(token)),
      { status: 409, errorKey: 'password-reset-already-used' },
      () => snapshot(id),
    );
  });

  it('refuses a weak or mistyped password, an expired or unknown link and a forged Origin', async () => {
    const { id, username } = await freshAccount();
    await request({ email: username });
    const { token } = await tokenTo(username);
    const snap = () => snapshot(id);
    await expectRefusedUnchanged(
      () => confirm(newPassword(token, 'lyhyt1')),
      { status: 400, errorKey: 'validation-failed', field: 'newPassword' },
      snap,
    );
    // Easy to guess, or built from the username: refused on the server, saying why.
    for (const weak of ['salasana12', `${username.split('@')[0]}1`]) {
      const refused = await expectRefusedUnchanged(
        () => confirm(newPassword(token, weak)),
        { status: 400, errorKey: 'password-too-weak', field: 'newPassword' },
        snap,
      );
      expect(refused.fields?.['newPassword']).toMatch(/^Salasana on liian helppo arvata\./);
    }
    await expectRefusedUnchanged(
      () => confirm({ ...newPassword(token), newPasswordAgain: 'Muu-salasana-2027' }),
      { status: 400, errorKey: 'validation-failed', field: 'newPasswordAgain' },
      snap,
    );
    await expectRefusedUnchanged(
      () => confirm(newPassword(token), { origin: 'https://evil.example' }),
      { status: 403, errorKey: 'bad-origin' },
      snap,
    );
    await expectRefusedUnchanged(
      () => confirm(newPassword('x'.repeat(43))),
      { status: 410, errorKey: 'password-reset-expired' },
      snap,
    );
    app.clock.advance(60 * MINUTE + 1);
    await expectRefusedUnchanged(
      () => confirm(newPassword(token)),
      { status: 410, errorKey: 'password-reset-expired' },
      snap,
    );
  });
});
