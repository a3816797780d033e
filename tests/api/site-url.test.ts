import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '~/server/db/schema/system';
import { createCustomer } from '../support/customer-factory';
import { TEST_ORIGIN, useTestApp } from '../support/test-app';

// Issue 12 finding 1: absolute URLs and the mutation guard's own origin come from SITE_URL
// (the test app's is TEST_ORIGIN), never from the request's Host header.

const app = useTestApp();
beforeAll(async () => {
  await createCustomer(app.db, {
    customerNumber: '200000003',
    subscriptionNumber: '3000003',
    contactEmail: 'uhri@example.fi',
  });
});

const PEKKA = 'pekka.virtanen@example.fi';
/** The victim's e-mail differs from the attacker's login: linking sends a one-time link there. */
const VICTIM = { customerNumber: '200000003', zipCode: '00500', consent: true };

async function lastMailTo(address: string) {
  const [mail] = await app.db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, address))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return mail;
}

describe('a forged Host header', () => {
  it('cannot make the e-mailed link point at another site', async () => {
    await app.login(PEKKA);
    // The attacker's own client: Host and Origin both evil.example, the victim's number and zip.
    const res = await app.call('/subscription-links', {
      method: 'POST',
      body: VICTIM,
      host: 'evil.example',
      headers: { origin: 'http://evil.example' },
    });
    expect(res.status).toBe(403);
    const all = await app.db.select({ text: outbox.bodyText }).from(outbox);
    expect(all.filter((m) => m.text.includes('evil.example'))).toEqual([]);
  });

  it('builds the e-mailed link from SITE_URL even when a proxy passes a foreign Host', async () => {
    await app.login(PEKKA);
    const res = await app.call('/subscription-links', {
      method: 'POST',
      body: VICTIM,
      host: 'evil.example',
    });
    expect(res.status).toBe(409);
    const mail = await lastMailTo('uhri@example.fi');
    expect(mail?.bodyText).toContain(`${TEST_ORIGIN}/tilaukset/etsi-tilauksesi?vahvistus=`);
    expect(mail?.bodyText).not.toContain('evil.example');
  });

  it('is not our origin: a mutation from evil.example to Host evil.example is refused', async () => {
    const res = await app.call('/auth/login', {
      method: 'POST',
      body: { username: PEKKA, password: 'x', intent: 'b2c', remember: false },
      host: 'evil.example',
      headers: { origin: 'http://evil.example' },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).errorKey).toBe('bad-origin');
  });

  it('does not change the card provider’s return address', async () => {
    await app.login('maija.meikalainen@example.fi');
    const res = await app.call('/cards/setups', {
      method: 'POST',
      body: { returnTo: 'CARDS' },
      host: 'evil.example',
    });
    expect(res.status).toBe(201);
    const { redirectUrl } = (await res.json()) as { redirectUrl: string };
    expect(new URL(redirectUrl).origin).toBe(TEST_ORIGIN);
    expect(decodeURIComponent(redirectUrl)).not.toContain('evil.example');
  });
});
