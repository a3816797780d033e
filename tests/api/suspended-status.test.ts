import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionDetails } from '~/domain/subscriptions/subscription-details';
import type { SubscriptionList } from '~/domain/subscriptions/subscription-summary';
import { suspensions } from '~/server/db/schema/changes';
import { subscriptions } from '~/server/db/schema/subscriptions';
import { useTestApp } from '../support/test-app';

// Spec §4: a subscription shows 'Tilauksen jakelu keskeytetty' while a suspension runs, in the
// list and on its details page, and cannot share reading rights then.
const app = useTestApp();
beforeAll(async () => {
  const [sub] = await app.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionNumber, '2000001'));
  if (!sub) throw new Error('demo subscription 2000001 missing');
  await app.db.insert(suspensions).values([
    {
      subscriptionId: sub.id,
      startDate: '2026-11-20',
      endDate: '2026-11-30',
      digitalPart: 'KEEP',
      creditedDays: 4,
      totalCreditedCents: 400,
    },
    // A removed one covering the other days changes nothing.
    {
      subscriptionId: sub.id,
      startDate: '2026-11-01',
      endDate: '2026-12-31',
      digitalPart: 'KEEP',
      creditedDays: 54,
      totalCreditedCents: 5400,
      cancelledAt: new Date('2026-10-30T10:00:00+02:00'),
    },
  ]);
  await app.login('maija.meikalainen@example.fi');
});

describe('a running suspension', () => {
  it('shows SUSPENDED in the list, other subscriptions unchanged', async () => {
    const body = (await (await app.call('/subscriptions')).json()) as SubscriptionList;
    const byNumber = new Map(body.subscriptions.map((s) => [s.subscriptionNumber, s]));
    expect(byNumber.get('2000001')).toMatchObject({
      status: 'SUSPENDED',
      statusLabel: 'Tilauksen jakelu keskeytetty',
    });
    expect(byNumber.get('2000008')).toMatchObject({ status: 'ACTIVE' });
  });

  it('shows SUSPENDED on the details page and refuses sharing while it runs', async () => {
    const details = (await (
      await app.call('/subscriptions/2000001')
    ).json()) as SubscriptionDetails;
    expect(details).toMatchObject({
      status: 'SUSPENDED',
      statusLabel: 'Tilauksen jakelu keskeytetty',
    });
    const share = details.actions.find((a) => a.action === 'SHARE_READING_RIGHTS');
    expect(share).toMatchObject({
      allowed: false,
      reason: 'Keskeytetyn tilauksen lukuoikeuksia ei voi jakaa.',
    });
  });
});
