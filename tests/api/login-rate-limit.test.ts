import { count, like, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '~/domain/shared/dates';
import {
  ATTEMPT_RETENTION_MINUTES,
  PRUNE_BATCH_ROWS,
  PRUNE_EVERY_ATTEMPTS,
} from '~/server/auth/attempt-pruning';
import {
  FREE_FAILURES_PER_USERNAME,
  MAX_FAILURES_PER_PAIR,
  MAX_USERNAME_DELAY_SECONDS,
} from '~/server/auth/rate-limit';
import { loginAttempts } from '~/server/db/schema/accounts';
import { createTestApp, useTestApp } from '../support/test-app';

// Tests that evaluate many passwords or open a second database get a longer timeout: scrypt
// and the migrations are slow on a busy 2-core machine.
//
// Each test uses its own username (or customer number) and client addresses, so the failures
// one test leaves in the window do not touch another.

const MAIJA = 'maija.meikalainen@example.fi';
const LEENA = 'leena.laaksonen@example.fi';
const ADMIN = 'yritys.admin@example.fi';
const LUKIJA = 'yritys.lukija@example.fi';
const PEKKA = 'pekka.virtanen@example.fi';
const OWNER_ADDRESS = '127.0.0.1';

const app = useTestApp();

const wrong = (i: number) => `vaara-salasana-${i}`;
const statuses = (responses: Response[]) => {
  const tally: Record<number, number> = {};
  for (const r of responses) tally[r.status] = (tally[r.status] ?? 0) + 1;
  return tally;
};
const retryAfter = (res: Response): number => Number(res.headers.get('retry-after'));

describe('a burst of parallel guesses', () => {
  it('from one address: only the pair limit is evaluated, the right password after it is not', async () => {
    app.clearCookies();
    const burst = Array.from({ length: 99 }, (_, i) =>
      app.login(MAIJA, { password: wrong(i), clientAddress: '10.1.0.1' }),
    );
    // The right password, inside the same burst, behind the guesses.
    burst.push(app.login(MAIJA, { clientAddress: '10.1.0.1' }));
    const answers = await Promise.all(burst);
    expect(statuses(answers)).toEqual({
      401: MAX_FAILURES_PER_PAIR,
      429: 100 - MAX_FAILURES_PER_PAIR,
    });
    const right = answers[99];
    expect(right?.status).toBe(429);
    expect((await right?.json()).errorKey).toBe('too-many-requests');
    expect(retryAfter(right!)).toBeGreaterThan(0);
    expect(retryAfter(right!)).toBeLessThanOrEqual(15 * 60);
  });

  it('from a hundred addresses: only the free failures of the username are evaluated', async () => {
    app.clearCookies();
    const burst = Array.from({ length: 99 }, (_, i) =>
      app.login(LEENA, { password: wrong(i), clientAddress: `10.2.0.${i + 1}` }),
    );
    burst.push(app.login(LEENA, { clientAddress: '10.2.1.1' }));
    const answers = await Promise.all(burst);
    expect(statuses(answers)).toEqual({
      401: FREE_FAILURES_PER_USERNAME,
      429: 100 - FREE_FAILURES_PER_USERNAME,
    });
    expect(answers[99]?.status).toBe(429);
    // Slowed, not locked: the owner is in after the short wait.
    const owner = await app.login(LEENA, { clientAddress: OWNER_ADDRESS });
    expect(owner.status).toBe(429);
    expect(retryAfter(owner)).toBe(1);
    app.clock.advance(1000);
    expect((await app.login(LEENA, { clientAddress: OWNER_ADDRESS })).status).toBe(200);
  }, 60_000);
});

describe('a stranger guessing a password', () => {
  it('locks only himself: the owner logs in from her own address', async () => {
    app.clearCookies();
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
      expect(
        (await app.login(ADMIN, { password: wrong(i), clientAddress: '10.3.0.1' })).status,
      ).toBe(401);
    }
    // Now even the right password from the stranger's address is not evaluated...
    expect((await app.login(ADMIN, { clientAddress: '10.3.0.1' })).status).toBe(429);
    // ...while the owner's login from her address works at once.
    expect((await app.login(ADMIN, { clientAddress: OWNER_ADDRESS })).status).toBe(200);
  });

  it('from many addresses only slows the username down, with a growing but capped wait', async () => {
    app.clearCookies();
    const waits: number[] = [];
    let failures = 0;
    for (let i = 0; failures < FREE_FAILURES_PER_USERNAME + 12; i++) {
      const res = await app.login(LUKIJA, { password: wrong(i), clientAddress: `10.4.0.${i + 1}` });
      if (res.status === 429) {
        waits.push(retryAfter(res));
        app.clock.advance(retryAfter(res) * 1000);
      } else {
        expect(res.status).toBe(401);
        failures += 1;
      }
    }
    // 1, 2, 4 ... seconds, never more than the cap.
    expect(waits.slice(0, 4)).toEqual([1, 2, 4, 8]);
    expect(Math.max(...waits)).toBe(MAX_USERNAME_DELAY_SECONDS);
    const owner = await app.login(LUKIJA, { clientAddress: OWNER_ADDRESS });
    expect(owner.status).toBe(429);
    expect(retryAfter(owner)).toBeLessThanOrEqual(MAX_USERNAME_DELAY_SECONDS);
    app.clock.advance(retryAfter(owner) * 1000);
    expect((await app.login(LUKIJA, { clientAddress: OWNER_ADDRESS })).status).toBe(200);
  }, 90_000);

  it('blocks neither the anonymous cancellation nor the anonymous delivery report', async () => {
    app.clearCookies();
    const stranger = '10.5.0.1';
    const lookup = (subscriptionNumber: string, clientAddress: string) =>
      app.call('/anonymous-cancellations/lookup', {
        method: 'POST',
        body: { customerNumber: '200000001', subscriptionNumber },
        clientAddress,
      });
    const today = app.clock.today();
    const report = (lastName: string, clientAddress: string) =>
      app.call('/delivery-reclamations/anonymous', {
        method: 'POST',
        body: {
          customerNumber: '200000001',
          subscriptionNumber: '3000001',
          lastName,
          zipCode: '33100',
          complaint: 'PAPER_MISSING',
          dates: [addDays(today, -3)],
          compensation: 'REPLACEMENT_ISSUE',
        },
        clientAddress,
      });
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
      expect((await app.login(PEKKA, { password: wrong(i), clientAddress: stranger })).status).toBe(
        401,
      );
      expect((await lookup('9999999', stranger)).status).toBe(404);
      expect((await report('Väärä', stranger)).status).toBe(404);
    }
    expect((await lookup('3000001', stranger)).status).toBe(429);
    expect((await report('Virtanen', stranger)).status).toBe(429);
    // Pekka, from his own address, is not held up by any of it.
    expect((await lookup('3000001', OWNER_ADDRESS)).status).toBe(200);
    expect((await report('Virtanen', OWNER_ADDRESS)).status).toBe(201);
    expect((await app.login(PEKKA, { clientAddress: OWNER_ADDRESS })).status).toBe(200);
  });
});

describe('the client address', () => {
  it('ignores forwarding headers unless one is configured', async () => {
    app.clearCookies();
    const user = 'ei.ole.olemassa@example.fi';
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
      const res = await app.login(user, { password: wrong(i), clientAddress: '10.6.0.1' });
      expect(res.status).toBe(401);
    }
    // A new X-Forwarded-For per request does not make the same socket a new client.
    const spoofed = await app.call('/auth/login', {
      method: 'POST',
      body: { username: user, password: wrong(99) },
      headers: { 'x-forwarded-for': '203.0.113.77', 'x-real-ip': '203.0.113.78' },
      clientAddress: '10.6.0.1',
    });
    expect(spoofed.status).toBe(429);
  });

  it('behind a configured proxy, counts the address the proxy saw, never the one a client wrote', async () => {
    const proxied = await createTestApp({
      env: { CLIENT_ADDRESS_HEADER: 'x-forwarded-for', TRUSTED_PROXY_HOPS: 1 },
      clientAddress: '10.0.0.2', // every request arrives from the proxy
    });
    try {
      const from = (xff: string, password?: string) =>
        proxied.call('/auth/login', {
          method: 'POST',
          body: { username: MAIJA, password: password ?? 'Demo-salasana-2026' },
          headers: { 'x-forwarded-for': xff },
        });
      for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
        expect((await from('198.51.100.9', wrong(i))).status).toBe(401);
      }
      expect((await from('198.51.100.9')).status).toBe(429);
      // Writing the owner's address in front does not help: the proxy appended the real one.
      expect((await from('192.0.2.10, 198.51.100.9')).status).toBe(429);
      // The owner, behind the same proxy, is another client.
      proxied.clearCookies();
      expect((await from('192.0.2.10')).status).toBe(200);
    } finally {
      await proxied.close();
    }
  }, 90_000);
});

describe('old attempts', () => {
  it('are pruned in bounded batches by later attempts, recent ones kept', async () => {
    app.clearCookies();
    const longAgo = new Date(app.clock.now().getTime() - 2 * ATTEMPT_RETENTION_MINUTES * 60_000);
    const oldRows = PRUNE_BATCH_ROWS + 100;
    await app.db
      .insert(loginAttempts)
      .values(
        Array.from({ length: oldRows }, (_, i) => ({ key: `old:${i}`, attemptedAt: longAgo })),
      );
    const cutoff = new Date(app.clock.now().getTime() - ATTEMPT_RETENTION_MINUTES * 60_000);
    const old = async () =>
      (
        await app.db
          .select({ n: count() })
          .from(loginAttempts)
          .where(lt(loginAttempts.attemptedAt, cutoff))
      )[0]?.n;
    const failAnonymously = async (i: number) => {
      const res = await app.call('/anonymous-cancellations/lookup', {
        method: 'POST',
        body: { customerNumber: String(900_000_000 + i), subscriptionNumber: '9999999' },
        clientAddress: `10.7.${Math.floor(i / 200)}.${i % 200}`,
      });
      expect(res.status).toBe(404);
    };
    for (let i = 0; i < PRUNE_EVERY_ATTEMPTS; i++) await failAnonymously(i);
    expect(await old()).toBe(oldRows - PRUNE_BATCH_ROWS);
    for (let i = PRUNE_EVERY_ATTEMPTS; i < 2 * PRUNE_EVERY_ATTEMPTS; i++) await failAnonymously(i);
    expect(await old()).toBe(0);
    const recent = await app.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(like(loginAttempts.key, 'cancel-customer:9000000%'));
    expect(recent[0]?.n).toBe(2 * PRUNE_EVERY_ATTEMPTS);
  });
});
