import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { auditLog } from '~/server/db/schema/system';
import { sessions } from '~/server/db/schema/accounts';
import { MAX_FAILURES_PER_PAIR } from '~/server/auth/rate-limit';
import {
  REMEMBER_ABSOLUTE_SECONDS,
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
} from '~/server/auth/session-store';
import { createTestApp, useTestApp } from '../support/test-app';
import { setCookieLine } from '../support/session-cookie';

const MAIJA = 'maija.meikalainen@example.fi';

const app = useTestApp();

describe('auth/verifySession', () => {
  it('answers -1 when logged out', async () => {
    app.clearCookies();
    const res = await app.call('/auth/verifySession');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      portalAccountID: null,
      loginHint: null,
      issuer: 'portaali',
      sessionDuration: -1,
      intent: null,
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the account, login hint and seconds left after login', async () => {
    app.clearCookies();
    const login = await app.login(MAIJA);
    expect(login.status).toBe(200);
    const cookie = setCookieLine(login, 'portaali_session');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Max-Age/i);
    const body = await (await app.call('/auth/verifySession')).json();
    expect(body.loginHint).toBe(MAIJA);
    expect(body.portalAccountID).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.sessionDuration).toBe(SESSION_IDLE_SECONDS);
    expect(body.intent).toBe('b2c');
  });
});

describe('auth/login', () => {
  it('accepts the username in any letter case and writes an audit row', async () => {
    app.clearCookies();
    const before =
      (await app.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'LOGIN')))[0]
        ?.n ?? 0;
    expect((await app.login('Maija.Meikalainen@Example.fi')).status).toBe(200);
    const after =
      (await app.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'LOGIN')))[0]
        ?.n ?? 0;
    expect(after).toBe(before + 1);
  });

  it('refuses a wrong password with invalid-credentials and sets no cookie', async () => {
    app.clearCookies();
    const res = await app.login('pekka.virtanen@example.fi', { password: 'vaara-salasana-1' });
    expect(res.status).toBe(401);
    expect((await res.json()).errorKey).toBe('invalid-credentials');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('refuses an unknown user the same way', async () => {
    const res = await app.login('ei.ole@example.fi');
    expect(res.status).toBe(401);
    expect((await res.json()).errorKey).toBe('invalid-credentials');
  });

  it('answers 400 validation-failed with Finnish field messages for bad input', async () => {
    const res = await app.call('/auth/login', {
      method: 'POST',
      body: { username: '', password: '' },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errorKey).toBe('validation-failed');
    expect(body.fields.username).toBe('Sähköpostiosoite on pakollinen tieto');
    expect(body.fields.password).toBe('Salasana on pakollinen tieto');
  });

  it('rejects unknown fields', async () => {
    const res = await app.call('/auth/login', {
      method: 'POST',
      body: { username: MAIJA, password: 'x', isAdmin: true },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errorKey).toBe('validation-failed');
  });

  it('keeps a remembered b2c session for 30 days with a persistent cookie', async () => {
    app.clearCookies();
    const res = await app.login(MAIJA, { remember: true });
    expect(setCookieLine(res, 'portaali_session')).toMatch(/Max-Age=2592000/);
    expect((await res.json()).sessionDuration).toBe(2_592_000);
  });

  it('b2b: lets the company admin in without remember-me', async () => {
    app.clearCookies();
    const res = await app.login('yritys.admin@example.fi', { intent: 'b2b', remember: true });
    expect(res.status).toBe(200);
    expect(setCookieLine(res, 'portaali_session')).toMatch(/HttpOnly/i);
    expect(setCookieLine(res, 'portaali_session')).not.toMatch(/Max-Age/i);
    const body = await res.json();
    expect(body.intent).toBe('b2b');
    expect(body.sessionDuration).toBe(SESSION_IDLE_SECONDS);
  });

  it('b2b: refuses a plain company user with business-admin-required and no session', async () => {
    app.clearCookies();
    const res = await app.login('yritys.lukija@example.fi', { intent: 'b2b' });
    expect(res.status).toBe(403);
    expect((await res.json()).errorKey).toBe('business-admin-required');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('b2b: refuses a private customer too', async () => {
    const res = await app.login(MAIJA, { intent: 'b2b' });
    expect(res.status).toBe(403);
  });
});

describe('mutation guard', () => {
  it('refuses a login from another origin', async () => {
    const res = await app.call('/auth/login', {
      method: 'POST',
      body: { username: MAIJA, password: 'Demo-salasana-2026' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).errorKey).toBe('bad-origin');
  });

  it('refuses a form-encoded body', async () => {
    const res = await app.call('/auth/login', {
      method: 'POST',
      body: 'username=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });

  it('lets a DELETE without a body through, and refuses one with a non-JSON body', async () => {
    const bare = await app.call('/no-such-route', { method: 'DELETE' });
    expect(bare.status).toBe(404);
    const texty = await app.call('/no-such-route', {
      method: 'DELETE',
      body: 'x',
      headers: { 'content-type': 'text/plain', 'content-length': '3' },
    });
    expect(texty.status).toBe(415);
  });
});

describe('session expiry and refresh', () => {
  it('expires after 30 idle minutes and refresh extends it', async () => {
    const local = await createTestApp();
    try {
      await local.login(MAIJA);
      expect((await local.call('/subscriptions')).status).toBe(200);
      local.clock.advance((SESSION_IDLE_SECONDS - 30) * 1000);
      const nearEnd = await (await local.call('/auth/verifySession')).json();
      expect(nearEnd.sessionDuration).toBe(30);
      const refreshed = await (await local.call('/auth/refresh')).json();
      expect(refreshed.sessionDuration).toBe(SESSION_IDLE_SECONDS);
      local.clock.advance((SESSION_IDLE_SECONDS + 1) * 1000);
      expect((await (await local.call('/auth/verifySession')).json()).sessionDuration).toBe(-1);
      expect((await (await local.call('/auth/refresh')).json()).sessionDuration).toBe(-1);
      expect((await local.call('/subscriptions')).status).toBe(401);
    } finally {
      await local.close();
    }
  }, 60_000);
});

describe('logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    app.clearCookies();
    await app.login(MAIJA);
    // A verified session is remembered for a few seconds; logout must forget it at once.
    expect((await app.call('/subscriptions')).status).toBe(200);
    const before = (await app.db.select({ n: count() }).from(sessions))[0]?.n ?? 0;
    const res = await app.call('/auth/logout', { method: 'POST' });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    const after = (await app.db.select({ n: count() }).from(sessions))[0]?.n ?? 0;
    expect(after).toBe(before - 1);
    expect((await app.call('/subscriptions')).status).toBe(401);
  });
});

describe('login rate limit', () => {
  it('answers 429 after repeated failures for one username, even with the right password', async () => {
    const local = await createTestApp();
    try {
      for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
        expect((await local.login(MAIJA, { password: `vaara-${i}-salasana` })).status).toBe(401);
      }
      const blocked = await local.login(MAIJA);
      expect(blocked.status).toBe(429);
      expect((await blocked.json()).errorKey).toBe('too-many-requests');
      local.clock.advance(16 * 60_000);
      expect((await local.login(MAIJA)).status).toBe(200);
    } finally {
      await local.close();
    }
  }, 60_000);
});

// Sessions held by several browsers: each cookie is sent by hand, the jar left empty.
const cookieOf = (res: Response): string =>
  (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
async function loginCookie(username: string, opts: { remember?: boolean } = {}): Promise<string> {
  app.clearCookies();
  const res = await app.login(username, opts);
  expect(res.status).toBe(200);
  return cookieOf(res);
}
async function callWith(cookie: string, path: string, method = 'GET'): Promise<Response> {
  app.clearCookies();
  const res = await app.call(path, { method, headers: { cookie } });
  app.clearCookies();
  return res;
}

describe('a new login', () => {
  it("ends the session whose cookie the browser sent, and leaves other browsers' sessions", async () => {
    const elsewhere = await loginCookie(MAIJA);
    const before = await loginCookie(MAIJA);
    // Both verified (and so remembered for a few seconds by the session cache).
    expect((await callWith(before, '/subscriptions')).status).toBe(200);
    expect((await callWith(elsewhere, '/subscriptions')).status).toBe(200);
    app.clearCookies();
    const res = await app.call('/auth/login', {
      method: 'POST',
      body: { username: MAIJA, password: 'Demo-salasana-2026' },
      headers: { cookie: before },
    });
    expect(res.status).toBe(200);
    const after = cookieOf(res);
    expect(after).not.toBe(before);
    expect((await callWith(before, '/subscriptions')).status).toBe(401);
    expect((await callWith(after, '/subscriptions')).status).toBe(200);
    expect((await callWith(elsewhere, '/subscriptions')).status).toBe(200);
  });

  it('keeps the old session when the login fails', async () => {
    const current = await loginCookie(MAIJA);
    app.clearCookies();
    const res = await app.call('/auth/login', {
      method: 'POST',
      body: { username: MAIJA, password: 'vaara-salasana-9' },
      headers: { cookie: current },
    });
    expect(res.status).toBe(401);
    expect((await callWith(current, '/subscriptions')).status).toBe(200);
  });
});

describe('log out everywhere', () => {
  it("ends every session of the account at once, and no other account's", async () => {
    const first = await loginCookie(MAIJA);
    const second = await loginCookie(MAIJA, { remember: true });
    const pekka = await loginCookie('pekka.virtanen@example.fi');
    expect((await callWith(second, '/subscriptions')).status).toBe(200);
    const res = await callWith(first, '/auth/logout-all', 'POST');
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    // The second one was in the session cache: it must be forgotten too.
    expect((await callWith(second, '/subscriptions')).status).toBe(401);
    expect((await callWith(first, '/subscriptions')).status).toBe(401);
    expect((await callWith(pekka, '/subscriptions')).status).toBe(200);
    const [row] = await app.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'LOGOUT_ALL'));
    expect(row?.n).toBe(1);
  });

  it('needs a session', async () => {
    app.clearCookies();
    const res = await app.call('/auth/logout-all', { method: 'POST' });
    expect(res.status).toBe(401);
    expect((await res.json()).errorKey).toBe('not-logged-in');
  });
});

// Last in this file: these move the shared app's clock by hours and days.
describe('absolute session lifetime', () => {
  it('ends a session 12 hours after login however often it was used', async () => {
    const cookie = await loginCookie(MAIJA);
    const step = 25 * 60_000;
    let used = 0;
    while (used + step < SESSION_ABSOLUTE_SECONDS * 1000) {
      app.clock.advance(step);
      used += step;
      expect((await callWith(cookie, '/subscriptions')).status).toBe(200);
    }
    // Near the end, refreshing cannot reach past the absolute end.
    const refreshed = await (await callWith(cookie, '/auth/refresh')).json();
    expect(refreshed.sessionDuration).toBe(SESSION_ABSOLUTE_SECONDS - used / 1000);
    app.clock.advance(SESSION_ABSOLUTE_SECONDS * 1000 - used);
    expect((await callWith(cookie, '/subscriptions')).status).toBe(401);
    expect((await (await callWith(cookie, '/auth/verifySession')).json()).sessionDuration).toBe(-1);
  });

  it('ends a remembered session 30 days after login however often it was used', async () => {
    const cookie = await loginCookie(MAIJA, { remember: true });
    for (let day = 1; day < 30; day++) {
      app.clock.advance(24 * 3600_000);
      expect((await callWith(cookie, '/subscriptions')).status).toBe(200);
    }
    app.clock.advance(REMEMBER_ABSOLUTE_SECONDS * 1000 - 29 * 24 * 3600_000);
    expect((await callWith(cookie, '/subscriptions')).status).toBe(401);
  });
});

describe('the session cookie in production', () => {
  it('is __Host- prefixed, Secure, HttpOnly, host-only on Path=/, and the bare name is ignored', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const res = await prod.login(MAIJA);
      expect(res.status).toBe(200);
      const session = (res.headers.get('set-cookie') ?? '')
        .split(/,(?=\s*[\w-]+=)/)
        .find((c) => c.trim().startsWith('__Host-portaali_session='));
      expect(session).toBeDefined();
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/; HttpOnly/i);
      expect(session).toMatch(/; Path=\//i);
      expect(session).not.toMatch(/Domain=/i);
      const token = /__Host-portaali_session=([^;]+)/.exec(session ?? '')?.[1] ?? '';
      // The known device's cookie (issue 30 item 24) alike, and only to our own pages.
      const device = setCookieLine(res, '__Host-portaali_device');
      expect(device).toMatch(/; Secure/i);
      expect(device).toMatch(/; HttpOnly/i);
      expect(device).toMatch(/; Path=\//i);
      expect(device).toMatch(/; SameSite=Strict/i);
      expect(device).not.toMatch(/Domain=/i);

      // The app's jar sends the cookie back under its own name: logged in.
      const verified = await prod.call('/auth/verifySession');
      expect(
        ((await verified.json()) as { sessionDuration: number }).sessionDuration,
      ).toBeGreaterThan(0);
      // The same token under the bare name (set by a subdomain, say) is not a session.
      prod.clearCookies();
      const tossed = await prod.raw('/auth/verifySession', {
        headers: { cookie: `portaali_session=${token}` },
      });
      expect(((await tossed.json()) as { sessionDuration: number }).sessionDuration).toBe(-1);
    } finally {
      await prod.close();
    }
  });

  it('keeps the bare name outside production, where pages run on plain http', async () => {
    app.clearCookies();
    const res = await app.login(MAIJA);
    expect(res.headers.get('set-cookie')).toMatch(/^portaali_session=/);
    expect(res.headers.get('set-cookie')).not.toMatch(/; Secure/i);
  });
});
