import { addDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { sessionCookie } from '../support/session-cookie';
import { useTestApp } from '../support/test-app';

// Issue 19 item 5 (ASVS V2.2, V4): the forms that look a customer up by numbers must not tell a
// guesser which number was wrong. An unknown customer number, a known customer with another's
// subscription number and a wrong name or zip code answer with the same status and the same
// body, so a customer number cannot be confirmed one guess at a time. (The limits on guessing:
// tests/api/login-rate-limit.test.ts and each form's own tests.)

/** Pekka's customer and subscription (the demo data); 299999999 is no one's. */
const PEKKA = { customerNumber: '200000001', subscriptionNumber: '3000001', zipCode: '33100' };
const NO_ONE = '299999999';
const MAIJAS_SUBSCRIPTION = '2000001';

const app = useTestApp();

/** Status and body of each answer, with a new client address each so no limit mixes in. */
async function answers(
  path: string,
  bodies: Record<string, unknown>[],
  cookie?: string,
): Promise<{ status: number; body: string }[]> {
  return Promise.all(
    bodies.map(async (body, i) => {
      const res = await app.call(path, {
        method: 'POST',
        body,
        clientAddress: `10.77.${bodies.length}.${i + 1}`,
        ...(cookie ? { headers: { cookie } } : {}),
      });
      return { status: res.status, body: await res.text() };
    }),
  );
}

describe('lookups by numbers answer every wrong guess alike', () => {
  it('anonymous cancellation: unknown customer, another’s subscription, nonexistent subscription', async () => {
    app.clearCookies();
    const [unknown, othersSubscription, noSubscription] = await answers(
      '/anonymous-cancellations/lookup',
      [
        { customerNumber: NO_ONE, subscriptionNumber: PEKKA.subscriptionNumber },
        { customerNumber: PEKKA.customerNumber, subscriptionNumber: MAIJAS_SUBSCRIPTION },
        { customerNumber: PEKKA.customerNumber, subscriptionNumber: '9999999' },
      ],
    );
    expect(unknown?.status).toBe(404);
    expect(othersSubscription).toEqual(unknown);
    expect(noSubscription).toEqual(unknown);
  });

  it('anonymous delivery report: unknown customer, another’s subscription, wrong name or zip code', async () => {
    app.clearCookies();
    const report = {
      ...PEKKA,
      lastName: 'Virtanen',
      complaint: 'PAPER_MISSING',
      dates: [
        addDays(new Date(`${app.clock.today()}T12:00:00Z`), -3)
          .toISOString()
          .slice(0, 10),
      ],
      compensation: 'REPLACEMENT_ISSUE',
    };
    const [unknown, othersSubscription, wrongName, wrongZip] = await answers(
      '/delivery-reclamations/anonymous',
      [
        { ...report, customerNumber: NO_ONE },
        { ...report, subscriptionNumber: MAIJAS_SUBSCRIPTION },
        { ...report, lastName: 'Meikäläinen' },
        { ...report, zipCode: '00100' },
      ],
    );
    expect(unknown?.status).toBe(404);
    expect(othersSubscription).toEqual(unknown);
    expect(wrongName).toEqual(unknown);
    expect(wrongZip).toEqual(unknown);
  });

  it('link wizard: unknown customer number and a known one with a wrong zip code', async () => {
    const cookie = await sessionCookie(app, 'maija.meikalainen@example.fi');
    const [unknown, wrongZip] = await answers(
      '/subscription-links/search',
      [
        { customerNumber: NO_ONE, zipCode: PEKKA.zipCode },
        { customerNumber: PEKKA.customerNumber, zipCode: '00100' },
      ],
      cookie,
    );
    expect(unknown?.status).toBe(404);
    expect(wrongZip).toEqual(unknown);
  });
});
