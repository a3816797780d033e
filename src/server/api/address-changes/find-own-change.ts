import { and, eq, isNull } from 'drizzle-orm';
import type { AuthContext } from '../../app-context';
import type { Db } from '../../db/client';
import { addressChanges } from '../../db/schema/changes';
import { subscriptions } from '../../db/schema/subscriptions';
import { ownedBy } from '../../subscriptions/owned-by';
import { changeNotFound } from './address-change-errors';

/**
 * A change that was not removed, of the path's subscription, one of the session's; another
 * customer's change, or one of another subscription, answers the same 404 as an unknown one.
 */
export async function findOwnChange(
  db: Db,
  auth: AuthContext,
  params: { subscriptionNumber: string; id: string },
) {
  if (auth.customerIds.length === 0) throw changeNotFound();
  const [row] = await db
    .select({ change: addressChanges, subscriptionNumber: subscriptions.subscriptionNumber })
    .from(addressChanges)
    .innerJoin(subscriptions, eq(subscriptions.id, addressChanges.subscriptionId))
    .where(
      and(
        eq(addressChanges.id, params.id),
        eq(subscriptions.subscriptionNumber, params.subscriptionNumber),
        isNull(addressChanges.cancelledAt),
        ownedBy(auth.customerIds),
      ),
    );
  if (!row) throw changeNotFound();
  return row;
}
