import { describe, expect, it } from 'vitest';
import { KNOWN_DEVICE_DAYS } from '~/server/auth/known-device';
import { FREE_FAILURES_PER_USERNAME, MAX_FAILURES_PER_PAIR } from '~/server/auth/rate-limit';
import { createAccount } from '../support/customer-factory';
import { setCookieLine } from '../support/session-cookie';
import { DEMO_PASSWORD, useTestApp } from '../support/test-app';

// Issue 30 item 24: the rightful user proves herself with a browser that logged in to her
// account before (a known device): a guesser's failures from her address (a workplace, a mobile
// carrier's shared address) or for her username do not hold her up there, while a browser
// without that proof is held up as before. Each test makes its own account and addresses.

const SHARED_ADDRESS_LOCK = 30;

const app = useTestApp();

let serial = 0;
async function newAccount(): Promise<string> {
  serial += 1;
  const username = `laite.${serial}.${Date.now()}@example.fi`;
  await createAccount(app.db, username);
  return username;
}

const wrong = (i: number) => `vaara-salasana-${i}`;

/** The device cookie a successful login set, as `name=value`. */
function deviceCookieOf(res: Response): string {
  const line = setCookieLine(res, 'portaali_device');
  expect(line, 'a successful login sets the device cookie').not.toBe('');
  return line.split(';')[0] ?? '';
}

/** A login from a browser holding only `cookie` (or nothing): another browser than the jar's. */
const loginWith = (
  username: string,
  cookie: string | null,
  o: { password?: string; clientAddress: string },
) =>
  app.call('/auth/login', {
    method: 'POST',
    body: { username, password: o.password ?? DEMO_PASSWORD, intent: 'b2c', remember: false },
    headers: { cookie: cookie ?? '' },
    clientAddress: o.clientAddress,
  });

describe('a known device', () => {
  it('gets a long-lived, HttpOnly device cookie at a successful login, and none at a failed one', async () => {
    const me = await newAccount();
    const failed = await loginWith(me, null, { password: wrong(0), clientAddress: '10.60.0.1' });
    expect(failed.status).toBe(401);
    expect(setCookieLine(failed, 'portaali_device')).toBe('');
    const ok = await loginWith(me, null, { clientAddress: '10.60.0.1' });
    expect(ok.status).toBe(200);
    const line = setCookieLine(ok, 'portaali_device');
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Strict/i);
    expect(line).toMatch(new RegExp(`Max-Age=${KNOWN_DEVICE_DAYS * 24 * 3600}`));
  });

  it('logs in while a guesser at the same shared address has locked that address', async () => {
    const me = await newAccount();
    const shared = '10.61.0.1';
    const device = deviceCookieOf(await loginWith(me, null, { clientAddress: shared }));
    // A guesser at the same address tries many usernames until the address is locked.
    for (let i = 0; i < SHARED_ADDRESS_LOCK; i++) {
      const guess = await loginWith(`ei.ole.${i}.${me}`, null, {
        password: wrong(i),
        clientAddress: shared,
      });
      expect(guess.status).toBe(401);
    }
    // Without the proof, even the right password from that address waits...
    expect((await loginWith(me, null, { clientAddress: shared })).status).toBe(429);
    // ...while the browser that logged in before gets in at once.
    expect((await loginWith(me, device, { clientAddress: shared })).status).toBe(200);
  }, 90_000);

  it('logs in at once while the username is slowed down by guesses from everywhere', async () => {
    const me = await newAccount();
    const device = deviceCookieOf(await loginWith(me, null, { clientAddress: '10.62.0.1' }));
    // Guessed from many addresses until the username is slowed down; the last guess failed.
    for (let i = 0, failures = 0; failures < FREE_FAILURES_PER_USERNAME + 3; i++) {
      const guess = await loginWith(me, null, {
        password: wrong(i),
        clientAddress: `10.62.1.${i + 1}`,
      });
      if (guess.status === 429) {
        app.clock.advance(Number(guess.headers.get('retry-after')) * 1000);
      } else {
        expect(guess.status).toBe(401);
        failures += 1;
      }
    }
    expect((await loginWith(me, null, { clientAddress: '10.62.0.1' })).status).toBe(429);
    expect((await loginWith(me, device, { clientAddress: '10.62.0.1' })).status).toBe(200);
  }, 90_000);

  it('is locked by its own five failures, and proves nothing for another username', async () => {
    const me = await newAccount();
    const other = await newAccount();
    const device = deviceCookieOf(await loginWith(me, null, { clientAddress: '10.63.0.1' }));
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
      const res = await loginWith(me, device, {
        password: wrong(i),
        clientAddress: `10.63.1.${i}`,
      });
      expect(res.status).toBe(401);
    }
    // Another address does not help a device that failed five times in a row.
    expect((await loginWith(me, device, { clientAddress: '10.63.2.1' })).status).toBe(429);
    // The cookie is of `me`'s account: for `other` it is no proof, so the address lock holds.
    const shared = '10.63.3.1';
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
      await loginWith(other, null, { password: wrong(i), clientAddress: shared });
    }
    expect((await loginWith(other, device, { clientAddress: shared })).status).toBe(429);
  }, 90_000);

  it('is no proof when forged, after "log out everywhere", after a password change or when unused too long', async () => {
    const me = await newAccount();
    const address = '10.64.0.1';
    const lockPair = async () => {
      for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
        await loginWith(me, null, { password: wrong(i), clientAddress: address });
      }
    };
    // A made-up token.
    await lockPair();
    expect(
      (await loginWith(me, `portaali_device=${'A'.repeat(43)}`, { clientAddress: address })).status,
    ).toBe(429);

    // Logged out everywhere: the devices are known no more.
    const first = deviceCookieOf(await loginWith(me, null, { clientAddress: '10.64.1.1' }));
    app.clearCookies();
    await app.login(me, { clientAddress: '10.64.1.2' });
    expect((await app.call('/auth/logout-all', { method: 'POST' })).status).toBe(204);
    expect((await loginWith(me, first, { clientAddress: address })).status).toBe(429);

    // A password change ends the other sessions and the trust in every device.
    const second = deviceCookieOf(await loginWith(me, null, { clientAddress: '10.64.2.1' }));
    app.clearCookies();
    await app.login(me, { clientAddress: '10.64.2.2' });
    const changed = await app.call('/account/password', {
      method: 'PUT',
      body: {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Kolme-kirjavaa-kissaa-2026',
        newPasswordAgain: 'Kolme-kirjavaa-kissaa-2026',
      },
    });
    expect(changed.status).toBe(204);
    expect(
      (
        await loginWith(me, second, {
          password: 'Kolme-kirjavaa-kissaa-2026',
          clientAddress: address,
        })
      ).status,
    ).toBe(429);

    // Unused for longer than KNOWN_DEVICE_DAYS.
    const third = deviceCookieOf(
      await loginWith(me, null, {
        password: 'Kolme-kirjavaa-kissaa-2026',
        clientAddress: '10.64.3.1',
      }),
    );
    app.clock.advance((KNOWN_DEVICE_DAYS + 1) * 24 * 3600 * 1000);
    await lockPair();
    expect(
      (
        await loginWith(me, third, {
          password: 'Kolme-kirjavaa-kissaa-2026',
          clientAddress: address,
        })
      ).status,
    ).toBe(429);
  }, 120_000);
});
