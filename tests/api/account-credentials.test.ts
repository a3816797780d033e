import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '~/server/auth/password';
import { accounts, sessions } from '~/server/db/schema/accounts';
import { usernameChanges } from '~/server/db/schema/username-changes';
import { auditLog, outbox } from '~/server/db/schema/system';
import { createAccount } from '../support/customer-factory';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { createTestApp, DEMO_PASSWORD, TEST_ORIGIN, useTestApp } from '../support/test-app';
import { rowCounts } from '../support/row-counts';

// Issue 14 items 2, 3 and 9: the username change through an e-mailed single-use link, and the
// password change (decision 0026).

const NEW_PASSWORD = 'Uusi-salasana-2027';
const HOUR = 3600_000;

const app = useTestApp();

const put = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.call(path, { method: 'PUT', body, headers });
const requestChange = (body: unknown) => put('/account/username', body);
const confirm = (body: unknown) => put('/account/username/confirm', body);
const changePassword = (body: unknown) => put('/account/password', body);

/** A fresh account of the test's own, logged in (the app's cookie jar). */
async function freshAccount(): Promise<{ id: string; username: string }> {
  const username = `tili.${randomUUID()}@example.fi`;
  const id = await createAccount(app.db, username);
  app.clearCookies();
  expect((await app.login(username)).status).toBe(200);
  return { id, username };
}

/** Another browser's session of the account: its cookie, while the jar keeps its own. */
async function otherBrowser(username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.raw('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ username, password, intent: 'b2c', remember: false }),
    headers: { cookie: '', 'content-type': 'application/json' },
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const asBrowser = (cookie: string, path: string) => app.raw(path, { headers: { cookie } });

async function mailsTo(address: string) {
  return app.db.select().from(outbox).where(eq(outbox.toAddress, address));
}

/** The token and address of the latest link e-mailed to `to`, as the page reads them. */
async function linkTo(to: string): Promise<{ token: string; email: string; url: URL }> {
  const mails = (await mailsTo(to)).filter((m) => m.kind === 'username-change-link');
  const text = mails.at(-1)?.bodyText ?? '';
  const href = /^https?:\/\/\S+$/m.exec(text)?.[0] ?? '';
  const url = new URL(href);
  return {
    token: url.searchParams.get('token') ?? '',
    email: url.searchParams.get('email') ?? '',
    url,
  };
}

async function snapshot(accountId: string) {
  const [account] = await app.db.select().from(accounts).where(eq(accounts.id, accountId));
  return {
    username: account?.username,
    passwordHash: account?.passwordHash,
    ...(await rowCounts(app.db, {
      requests: { table: usernameChanges, where: eq(usernameChanges.accountId, accountId) },
      audits: { table: auditLog, where: eq(auditLog.accountId, accountId) },
      mails: outbox,
      sessions: { table: sessions, where: eq(sessions.accountId, accountId) },
    })),
  };
}

const changeBody = (username: string, newUsername: string, password = DEMO_PASSWORD) => ({
  username,
  newUsername,
  password,
});

describe('PUT /account/username: asking for the change', () => {
  it('e-mails a single-use link to the new address, built from SITE_URL, and changes nothing yet', async () => {
    const { id, username } = await freshAccount();
    const newUsername = `uusi.${randomUUID()}@example.fi`;
    const res = await requestChange(changeBody(username, newUsername.toUpperCase()));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ newUsername, validHours: 24 });

    const [account] = await app.db.select().from(accounts).where(eq(accounts.id, id));
    expect(account?.username).toBe(username);
    const link = await linkTo(newUsername);
    expect(`${link.url.origin}${link.url.pathname}`).toBe(
      `${TEST_ORIGIN}/tili/vaihda-kayttajatunnus/vahvista`,
    );
    expect(link.email).toBe(newUsername);
    // 32 random bytes: 256 bits, base64url.
    expect(link.token).toMatch(/^[\w-]{43}$/);
    expect(await mailsTo(username)).toEqual([]);

    // Only the token's SHA-256 is stored.
    const [stored] = await app.db
      .select()
      .from(usernameChanges)
      .where(eq(usernameChanges.accountId, id));
    expect(stored?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.id).not.toContain(link.token);
    expect(stored?.expiresAt.getTime()).toBe(app.clock.now().getTime() + 24 * HOUR);
    const [row] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, id), eq(auditLog.action, 'USERNAME_CHANGE_REQUESTED')));
    expect(row?.details).toEqual({ newUsername });
  });

  it('refuses bad input, the same address, a wrong password and a taken address, changing nothing', async () => {
    const { id, username } = await freshAccount();
    const fresh = `vapaa.${randomUUID()}@example.fi`;
    const snap = () => snapshot(id);
    await expectRefusedUnchanged(
      () => requestChange(changeBody(username, 'ei-osoite')),
      { status: 400, errorKey: 'validation-failed', field: 'newUsername' },
      snap,
    );
    const same = await expectRefusedUnchanged(
      () => requestChange(changeBody(username, username.toUpperCase())),
      { status: 400, errorKey: 'validation-failed', field: 'newUsername' },
      snap,
    );
    expect(same.fields?.['newUsername']).toBe(
      'Uusi käyttäjätunnus on sama kuin nykyinen. Kirjoita toinen sähköpostiosoite.',
    );
    const missing = await expectRefusedUnchanged(
      () => requestChange(changeBody(username, fresh, '')),
      { status: 400, errorKey: 'validation-failed', field: 'password' },
      snap,
    );
    expect(missing.fields?.['password']).toBe('Salasana on pakollinen tieto');
    await expectRefusedUnchanged(
      () => requestChange({ ...changeBody(username, fresh), extra: true }),
      { status: 400, errorKey: 'validation-failed' },
      snap,
    );
    await expectRefusedUnchanged(
      () => requestChange(changeBody('joku.muu@example.fi', fresh)),
      { status: 400, errorKey: 'validation-failed', field: 'username' },
      snap,
    );
    // A taken address: another account's username, whatever its case.
    const taken = await expectRefusedUnchanged(
      () => requestChange(changeBody(username, 'Maija.Meikalainen@example.fi')),
      { status: 409, errorKey: 'username-taken', field: 'newUsername' },
      snap,
    );
    expect(taken.message).toBe(
      'Sähköpostiosoite on jo toisen käyttäjätilin käyttäjätunnus. Valitse toinen sähköpostiosoite.',
    );
    // The wrong password is checked first: a stranger with the session learns nothing of others.
    const wrong = await expectRefusedUnchanged(
      () => requestChange(changeBody(username, 'maija.meikalainen@example.fi', 'vaara-salasana-1')),
      { status: 403, errorKey: 'WRONG_PASSWORD', field: 'password' },
      async () => ({ ...(await snap()), audits: undefined }),
    );
    expect(wrong.message).toBe('Nykyinen salasana on väärin.');
  });

  it('answers 401 when logged out, and refuses a forged Origin', async () => {
    const { id, username } = await freshAccount();
    const body = changeBody(username, `uusi.${randomUUID()}@example.fi`);
    await expectRefusedUnchanged(
      () => put('/account/username', body, { origin: 'https://evil.example' }),
      { status: 403, errorKey: 'bad-origin' },
      () => snapshot(id),
    );
    app.clearCookies();
    await expectRefusedUnchanged(
      () => requestChange(body),
      { status: 401, errorKey: 'not-logged-in' },
      () => snapshot(id),
    );
  });

  it('sends one e-mail for a double click, and limits requests to five an hour', async () => {
    const { id, username } = await freshAccount();
    const newUsername = `tupla.${randomUUID()}@example.fi`;
    const both = await Promise.all([
      requestChange(changeBody(username, newUsername)),
      requestChange(changeBody(username, newUsername)),
    ]);
    expect(both.map((r) => r.status)).toEqual([202, 202]);
    expect(await mailsTo(newUsername)).toHaveLength(1);

    for (let i = 0; i < 4; i++) {
      expect(
        (await requestChange(changeBody(username, `n${i}.${randomUUID()}@example.fi`))).status,
      ).toBe(202);
    }
    const res = await expectRefusedUnchanged(
      () => requestChange(changeBody(username, `liikaa.${randomUUID()}@example.fi`)),
      { status: 429, errorKey: 'too-many-requests' },
      () => snapshot(id),
    );
    expect(res.message).toEqual(expect.any(String));
    app.clock.advance(HOUR);
    expect((await app.login(username)).status).toBe(200);
    expect(
      (await requestChange(changeBody(username, `taas.${randomUUID()}@example.fi`))).status,
    ).toBe(202);
  });

  it('locks the changes after five wrong passwords in 15 minutes', async () => {
    const { id, username } = await freshAccount();
    const body = changeBody(username, `uusi.${randomUUID()}@example.fi`, 'vaara-salasana-1');
    for (let i = 0; i < 5; i++) expect((await requestChange(body)).status).toBe(403);
    const locked = await requestChange({ ...body, password: DEMO_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    const pw = await changePassword({
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
      newPasswordAgain: NEW_PASSWORD,
    });
    expect(pw.status).toBe(429);
    expect((await snapshot(id)).requests).toBe(0);
  });
});

describe('PUT /account/username/confirm', () => {
  it('changes the username, notifies both addresses, and ends the other sessions at once', async () => {
    const { id, username } = await freshAccount();
    const phone = await otherBrowser(username);
    expect((await asBrowser(phone, '/subscriptions')).status).toBe(200);
    const newUsername = `vahvistettu.${randomUUID()}@example.fi`;
    expect((await requestChange(changeBody(username, newUsername))).status).toBe(202);
    const { token, email } = await linkTo(newUsername);

    // Confirmed from a browser without a session: the token is the proof.
    app.clearCookies();
    const res = await confirm({ token, email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ username: newUsername, loggedIn: false });

    const [account] = await app.db.select().from(accounts).where(eq(accounts.id, id));
    expect(account?.username).toBe(newUsername);
    // The other browser was logged out immediately (this process forgets its cache at once).
    expect((await asBrowser(phone, '/subscriptions')).status).toBe(401);
    expect((await snapshot(id)).sessions).toBe(0);

    const notice = (await mailsTo(username)).map((m) => m.kind);
    expect(notice).toEqual(['username-changed-notice']);
    const [oldMail] = await mailsTo(username);
    expect(oldMail?.bodyText).toContain(newUsername);
    expect((await mailsTo(newUsername)).map((m) => m.kind)).toEqual([
      'username-change-link',
      'username-changed',
    ]);
    const [row] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, id), eq(auditLog.action, 'USERNAME_CHANGED')));
    expect(row?.details).toEqual({ oldUsername: username, newUsername, sessionsEnded: 2 });

    // The new username logs in; the old one no longer does.
    expect((await app.login(newUsername)).status).toBe(200);
    app.clearCookies();
    expect((await app.login(username)).status).toBe(401);
  });

  it('keeps the confirming browser logged in when it holds a session of the same account', async () => {
    const { id, username } = await freshAccount();
    const laptop = await otherBrowser(username);
    const newUsername = `pysyy.${randomUUID()}@example.fi`;
    expect((await requestChange(changeBody(username, newUsername))).status).toBe(202);
    const link = await linkTo(newUsername);
    const res = await confirm({ token: link.token, email: link.email });
    expect(await res.json()).toEqual({ username: newUsername, loggedIn: true });
    // This browser goes on, with the new username; the other one is logged out.
    const session = await (await app.call('/auth/verifySession')).json();
    expect(session.loginHint).toBe(newUsername);
    expect((await asBrowser(laptop, '/subscriptions')).status).toBe(401);
    expect((await snapshot(id)).sessions).toBe(1);
  });

  it('works once: the same link again is already handled', async () => {
    const { id, username } = await freshAccount();
    const newUsername = `kerran.${randomUUID()}@example.fi`;
    await requestChange(changeBody(username, newUsername));
    const link = await linkTo(newUsername);
    expect((await confirm({ token: link.token, email: link.email })).status).toBe(200);
    const again = await expectRefusedUnchanged(
      () => confirm({ token: link.token, email: link.email }),
      { status: 409, errorKey: 'username-change-already-handled' },
      () => snapshot(id),
    );
    expect(again.message).toBe(
      'Tämä käyttäjätunnuksen vaihtopyyntö on jo käsitelty tai korvattu uudemmalla pyynnöllä. Käytä uusinta sähköpostiisi saamaasi linkkiä.',
    );
  });

  it('lets exactly one of two parallel confirmations win', async () => {
    const { id, username } = await freshAccount();
    const newUsername = `rinnan.${randomUUID()}@example.fi`;
    await requestChange(changeBody(username, newUsername));
    const link = await linkTo(newUsername);
    app.clearCookies();
    const answers = await Promise.all([
      confirm({ token: link.token, email: link.email }),
      confirm({ token: link.token, email: link.email }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const changed = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, id), eq(auditLog.action, 'USERNAME_CHANGED')));
    expect(changed).toHaveLength(1);
    expect(await mailsTo(username)).toHaveLength(1);
  });

  it('expires after the configured time, with its own message', async () => {
    const { id, username } = await freshAccount();
    const newUsername = `vanha.${randomUUID()}@example.fi`;
    await requestChange(changeBody(username, newUsername));
    const link = await linkTo(newUsername);
    app.clock.advance(24 * HOUR);
    const expired = await expectRefusedUnchanged(
      () => confirm({ token: link.token, email: link.email }),
      { status: 410, errorKey: 'username-change-expired' },
      () => snapshot(id),
    );
    expect(expired.message).toBe(
      'Käyttäjätunnuksen vaihtolinkki on vanhentunut tai virheellinen. Tee vaihtopyyntö uudelleen.',
    );
  });

  it('is still open one second before its expiry', async () => {
    const { username } = await freshAccount();
    const newUsername = `ajoissa.${randomUUID()}@example.fi`;
    await requestChange(changeBody(username, newUsername));
    const link = await linkTo(newUsername);
    app.clock.advance(24 * HOUR - 1000);
    expect((await confirm({ token: link.token, email: link.email })).status).toBe(200);
  });

  it('answers an unknown token or another address like an expired link', async () => {
    const { id, username } = await freshAccount();
    const newUsername = `tuntematon.${randomUUID()}@example.fi`;
    await requestChange(changeBody(username, newUsername));
    const link = await linkTo(newUsername);
    for (const body of [
      { token: 'x'.repeat(43), email: link.email },
      { token: link.token, email: 'joku.muu@example.fi' },
      { token: '', email: '' },
    ]) {
      await expectRefusedUnchanged(
        () => confirm(body),
        { status: 410, errorKey: 'username-change-expired' },
        () => snapshot(id),
      );
    }
    await expectRefusedUnchanged(
      () => confirm({ token: link.token }),
      { status: 400, errorKey: 'validation-failed' },
      () => snapshot(id),
    );
    await expectRefusedUnchanged(
      () => put('/account/username/confirm', link, { origin: 'https://evil.example' }),
      { status: 403, errorKey: 'bad-origin' },
      () => snapshot(id),
    );
    // The link still works afterwards, and with the address in another case.
    expect((await confirm({ token: link.token, email: link.email.toUpperCase() })).status).toBe(
      200,
    );
  });

  it('is superseded by a newer request: only the latest link changes anything', async () => {
    const { id, username } = await freshAccount();
    const first = `eka.${randomUUID()}@example.fi`;
    const second = `toka.${randomUUID()}@example.fi`;
    await requestChange(changeBody(username, first));
    const firstLink = await linkTo(first);
    await requestChange(changeBody(username, second));
    const secondLink = await linkTo(second);
    await expectRefusedUnchanged(
      () => confirm({ token: firstLink.token, email: firstLink.email }),
      { status: 409, errorKey: 'username-change-already-handled' },
      () => snapshot(id),
    );
    expect((await confirm({ token: secondLink.token, email: secondLink.email })).status).toBe(200);
  });

  it('refuses when the address was taken meanwhile, and the link stays usable', async () => {
    const { id, username } = await freshAccount();
    const wanted = `kiistelty.${randomUUID()}@example.fi`;
    await requestChange(changeBody(username, wanted));
    const link = await linkTo(wanted);
    const otherId = await createAccount(app.db, wanted);
    await expectRefusedUnchanged(
      () => confirm({ token: link.token, email: link.email }),
      { status: 409, errorKey: 'username-taken' },
      () => snapshot(id),
    );
    await app.db.delete(accounts).where(eq(accounts.id, otherId));
    expect((await confirm({ token: link.token, email: link.email })).status).toBe(200);
  });
});

describe('PUT /account/password', () => {
  const body = (currentPassword = DEMO_PASSWORD, next = NEW_PASSWORD, again = next) => ({
    currentPassword,
    newPassword: next,
    newPasswordAgain: again,
  });

  it('changes the password, keeps this session, ends the others, e-mails and audits', async () => {
    const { id, username } = await freshAccount();
    const phone = await otherBrowser(username);
    const tablet = await otherBrowser(username);
    const res = await changePassword(body());
    expect(res.status).toBe(204);

    const [account] = await app.db.select().from(accounts).where(eq(accounts.id, id));
    expect(await verifyPassword(NEW_PASSWORD, account?.passwordHash ?? '')).toBe(true);
    expect(account?.passwordHash).toMatch(/^scrypt\$/);
    expect(account?.passwordChangedAt).toEqual(app.clock.now());
    expect((await app.call('/subscriptions')).status).toBe(200);
    expect((await asBrowser(phone, '/subscriptions')).status).toBe(401);
    expect((await asBrowser(tablet, '/subscriptions')).status).toBe(401);
    expect((await snapshot(id)).sessions).toBe(1);

    const mails = await mailsTo(username);
    expect(mails.map((m) => [m.kind, m.subject])).toEqual([
      ['password-changed', 'Salasanasi on vaihdettu'],
    ]);
    expect(mails[0]?.bodyText).not.toContain(NEW_PASSWORD);
    const [row] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, id), eq(auditLog.action, 'PASSWORD_CHANGED')));
    expect(row?.details).toEqual({ otherSessionsEnded: 2 });

    app.clearCookies();
    expect((await app.login(username)).status).toBe(401);
    expect((await app.login(username, { password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses bad input and a wrong current password, changing nothing', async () => {
    const { id } = await freshAccount();
    const snap = () => snapshot(id);
    const short = await expectRefusedUnchanged(
      () => changePassword(body(DEMO_PASSWORD, 'lyhyt1', 'lyhyt1')),
      { status: 400, errorKey: 'validation-failed', field: 'newPassword' },
      snap,
    );
    expect(short.fields?.['newPassword']).toBe(
      'Salasanassa on oltava vähintään 10 merkkiä, ja siinä on oltava sekä kirjaimia että numeroita.',
    );
    const differ = await expectRefusedUnchanged(
      () => changePassword(body(DEMO_PASSWORD, NEW_PASSWORD, `${NEW_PASSWORD}x`)),
      { status: 400, errorKey: 'validation-failed', field: 'newPasswordAgain' },
      snap,
    );
    expect(differ.fields?.['newPasswordAgain']).toBe(
      'Salasanat eivät täsmää. Kirjoita sama uusi salasana molempiin kenttiin.',
    );
    const missing = await expectRefusedUnchanged(
      () => changePassword(body('')),
      { status: 400, errorKey: 'validation-failed', field: 'currentPassword' },
      snap,
    );
    expect(missing.fields?.['currentPassword']).toBe('Nykyinen salasana on pakollinen tieto');
    for (const next of ['pelkkiakirjaimia', '12345678901']) {
      await expectRefusedUnchanged(
        () => changePassword(body(DEMO_PASSWORD, next)),
        { status: 400, errorKey: 'validation-failed', field: 'newPassword' },
        snap,
      );
    }
    for (const weak of ['salasana12', 'Salasana123']) {
      const refused = await expectRefusedUnchanged(
        () => changePassword(body(DEMO_PASSWORD, weak)),
        { status: 400, errorKey: 'password-too-weak', field: 'newPassword' },
        snap,
      );
      expect(refused.fields?.['newPassword']).toMatch(/^Salasana on liian helppo arvata\./);
    }
    const wrong = await expectRefusedUnchanged(
      () => changePassword(body('vaara-salasana-1')),
      { status: 403, errorKey: 'WRONG_PASSWORD', field: 'currentPassword' },
      snap,
    );
    expect(wrong.fields?.['currentPassword']).toBe('Nykyinen salasana on väärin.');
  });

  it('answers 401 when logged out, and refuses a forged Origin', async () => {
    const { id } = await freshAccount();
    await expectRefusedUnchanged(
      () => put('/account/password', body(), { origin: 'https://evil.example' }),
      { status: 403, errorKey: 'bad-origin' },
      () => snapshot(id),
    );
    app.clearCookies();
    await expectRefusedUnchanged(
      () => changePassword(body()),
      { status: 401, errorKey: 'not-logged-in' },
      () => snapshot(id),
    );
  });

  it('makes one change of a double submit', async () => {
    const { id, username } = await freshAccount();
    const answers = await Promise.all([changePassword(body()), changePassword(body())]);
    expect(answers.map((r) => r.status)).toEqual([204, 204]);
    expect(await mailsTo(username)).toHaveLength(1);
    const rows = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, id), eq(auditLog.action, 'PASSWORD_CHANGED')));
    expect(rows).toHaveLength(1);
  });

  it('locks after five wrong current passwords in 15 minutes', async () => {
    const { id } = await freshAccount();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => changePassword(body('vaara-salasana-1'))),
    );
    expect(answers.filter((r) => r.status === 403)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(3);
    const before = await snapshot(id);
    expect((await changePassword(body())).status).toBe(429);
    app.clock.advance(16 * 60_000);
    // The session idled out meanwhile? 16 minutes is within its 30.
    expect((await changePassword(body())).status).toBe(204);
    expect((await snapshot(id)).passwordHash).not.toBe(before.passwordHash);
  });
});

describe('USERNAME_CHANGE_VALID_HOURS', () => {
  it('sets how long the link works', async () => {
    const short = await createTestApp({ env: { USERNAME_CHANGE_VALID_HOURS: 2 } });
    try {
      const username = `lyhyt.${randomUUID()}@example.fi`;
      await createAccount(short.db, username);
      expect((await short.login(username)).status).toBe(200);
      const newUsername = `lyhyt.uusi.${randomUUID()}@example.fi`;
      const res = await short.call('/account/username', {
        method: 'PUT',
        body: changeBody(username, newUsername),
      });
      expect(await res.json()).toEqual({ newUsername, validHours: 2 });
      const [mail] = await short.db.select().from(outbox).where(eq(outbox.toAddress, newUsername));
      expect(mail?.bodyText).toContain('Linkki toimii kerran, 2 tunnin ajan:');
      const url = new URL(/^https?:\/\/\S+$/m.exec(mail?.bodyText ?? '')?.[0] ?? '');
      const link = { token: url.searchParams.get('token'), email: url.searchParams.get('email') };
      short.clock.advance(2 * HOUR);
      const late = await short.call('/account/username/confirm', { method: 'PUT', body: link });
      expect(late.status).toBe(410);
    } finally {
      await short.close();
    }
  });
});
