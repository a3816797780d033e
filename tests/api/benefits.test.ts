import { beforeAll, describe, expect, it } from 'vitest';
import { createOwnedCustomer } from '../support/customer-factory';
import { json } from '../support/json';
import { useTestApp } from '../support/test-app';

// Issue 17 item 2, spec §6: a benefit's code only for a session with a valid continuous
// subscription; everyone else is told why, by error key.

const TEATTERI = '/benefits/kulttuuri/teatteri';

const app = useTestApp();
beforeAll(async () => {
  // Only a fixed-term subscription running today.
  await createOwnedCustomer(app.db, 'maaraaikainen@example.fi', {
    customerNumber: '31800001',
    subscriptionNumber: '3180001',
    subscription: {
      status: 'ACTIVE',
      subscriptionType: 'FIXED_TERM',
      endDate: '2027-01-31',
      periodStartDate: '2026-11-01',
      periodEndDate: '2027-01-31',
    },
  });
  // Only an ended subscription (the factory's default).
  await createOwnedCustomer(app.db, 'paattynyt@example.fi', {
    customerNumber: '31800002',
    subscriptionNumber: '3180002',
  });
});

async function as(username: string | null, intent: 'b2c' | 'b2b' = 'b2c') {
  app.clearCookies();
  if (username) expect((await app.login(username, { intent })).status).toBe(200);
}

describe('GET /benefits/{category}/{benefit}', () => {
  it('gives a continuous subscriber the code and how to use it', async () => {
    await as('maija.meikalainen@example.fi');
    const res = await app.call(TEATTERI);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      code: 'LUKIJA-TEATTERI-20',
      instructions:
        'Kirjoita koodi Esimerkkiteatterin verkkokaupan maksuvaiheessa kohtaan Alennuskoodi.',
    });
    const link = await json<{ link?: string }>(await app.call('/benefits/matkailu/hotelliyo'));
    expect(link.link).toBe('https://www.example.com/hotelli/tilaajaetu');
  });

  it('gives it to a company admin for the company’s continuous subscription too', async () => {
    await as('yritys.admin@example.fi', 'b2b');
    expect((await app.call(TEATTERI)).status).toBe(200);
  });

  it.each([
    ['pekka.virtanen@example.fi', 'benefit-no-subscription'],
    ['paattynyt@example.fi', 'benefit-no-valid-subscription'],
    ['maaraaikainen@example.fi', 'benefit-continuous-only'],
  ])('refuses %s with 403 %s and no code', async (username, errorKey) => {
    await as(username);
    const res = await app.call(TEATTERI);
    expect(res.status).toBe(403);
    const body = await json<{ errorKey: string; message: string; code?: string }>(res);
    expect(body.errorKey).toBe(errorKey);
    expect(body.message).toMatch(/tilau/);
    expect(JSON.stringify(body)).not.toContain('LUKIJA-TEATTERI-20');
  });

  it('asks a visitor to log in (401)', async () => {
    await as(null);
    expect((await app.call(TEATTERI)).status).toBe(401);
  });

  it('answers 404 for an unknown benefit and 400 for a malformed address', async () => {
    await as('maija.meikalainen@example.fi');
    const unknown = await app.call('/benefits/kulttuuri/ooppera');
    expect(unknown.status).toBe(404);
    expect((await json<{ errorKey: string }>(unknown)).errorKey).toBe('benefit-not-found');
    // An object's own keys only: nothing from the prototype.
    expect((await app.call('/benefits/constructor/prototype')).status).toBe(404);
    expect((await app.call('/benefits/Kulttuuri/teatteri%20x')).status).toBe(400);
  });
});
