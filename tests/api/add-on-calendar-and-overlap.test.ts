import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddOnOffers } from '~/domain/add-ons/offers';
import type { SubscriptionList } from '~/domain/subscriptions/subscription-summary';
import { subscriptions } from '~/server/db/schema/subscriptions';
import { json } from '../support/json';
import { useTestApp } from '../support/test-app';
import { underSubscription } from '../support/subscription-path';

// Issue 20 items 2 and 7: an add-on starts on an issue of its main subscription's calendar, and
// the same add-on cannot be ordered to start while a cancelled one still runs.

const MAIJA = 'maija.meikalainen@example.fi';
const SUDOKU = { subscriptionNumber: '2000001', productCode: 'PS-SUDOKU', acceptTerms: true };

const app = useTestApp();
beforeAll(async () => {
  await app.login(MAIJA);
});

const offers = async (n: string) =>
  json<AddOnOffers>(await app.call(`/subscriptions/${n}/add-ons`));
const order = (body: unknown) => app.call(...underSubscription('add-ons', 'POST', body));
const setSudoku = (values: Partial<typeof subscriptions.$inferInsert>) =>
  app.db.update(subscriptions).set(values).where(eq(subscriptions.subscriptionNumber, '2000011'));

describe('a cancelled add-on that still runs', () => {
  it('cannot be ordered again to overlap it, and is not offered', async () => {
    // Sudoku 2000011 cancelled to 13.12.2026; a new one would start 28.11.2026.
    await setSudoku({ status: 'CANCELLED', endDate: '2026-12-13' });
    const res = await order(SUDOKU);
    expect(res.status).toBe(409);
    expect((await json<{ errorKey: string }>(res)).errorKey).toBe('module-already-active');
    expect((await offers('2000001')).offers.map((o) => o.productCode)).not.toContain('PS-SUDOKU');
    const list = await json<SubscriptionList>(await app.call('/subscriptions'));
    const card = list.subscriptions.find((s) => s.subscriptionNumber === '2000001');
    expect(card?.addOnOffers.map((o) => o.productCode)).not.toContain('PS-SUDOKU');
  });

  it('may be ordered again once the old one ends before the new one starts', async () => {
    await setSudoku({ status: 'CANCELLED', endDate: '2026-11-27' });
    expect((await offers('2000001')).offers.map((o) => o.productCode)).toContain('PS-SUDOKU');
    expect((await order(SUDOKU)).status).toBe(201);
  });
});

describe('the start date of an add-on', () => {
  it('is an issue of the main subscription: the weekend paper’s Friday, not a Monday', async () => {
    // Monday 23.11.2026: seven days ahead is Monday 30.11., but the Fri–Sun paper comes 4.12.
    app.clock.advance(2 * 24 * 60 * 60 * 1000);
    await app.login(MAIJA);
    const weekend = await offers('2000008');
    expect(weekend.offers.length).toBeGreaterThan(0);
    for (const offer of weekend.offers) {
      expect(offer).toMatchObject({ startDate: '2026-12-04', startDateLabel: '4.12.2026' });
    }
  });
});
