import { and, eq, isNull } from 'drizzle-orm';
import { isSameAddress, type PostalAddress } from '~/domain/address-changes/address-fields';
import { hasStarted } from '~/domain/address-changes/date-rules';
import type { SubscriberRole } from '~/domain/subscriptions/enums';
import type { Db } from '../../db/client';
import { addressChanges } from '../../db/schema/changes';
import { subscriptions } from '../../db/schema/subscriptions';
import { alreadyExists, dateOverlap } from './address-change-errors';

const UPCOMING = 'UPCOMING_ADDRESS_CHANGE';

/** The permanent changes of a subscription for one role that were not removed, oldest first. */
function permanentChanges(db: Db, subscriptionId: string, role?: SubscriberRole) {
  return db
    .select()
    .from(addressChanges)
    .where(
      and(
        eq(addressChanges.subscriptionId, subscriptionId),
        eq(addressChanges.changeType, 'PERMANENT_ADDRESS_CHANGE'),
        isNull(addressChanges.cancelledAt),
        role === undefined ? undefined : eq(addressChanges.role, role),
      ),
    )
    .orderBy(addressChanges.startDate);
}

/**
 * Spec §5: a permanent change duplicating one already made for the same address is refused
 * (permanent-address-change-already-exists-for-address); so is one made while another is still
 * waiting to start (date-overlap: remove that one first). "Already made" means waiting to start,
 * or the latest one that has started (the address in force), so moving back to an old address
 * years later is still possible.
 */
export async function assertNoConflictingPermanent(
  db: Db,
  subscriptionId: string,
  role: SubscriberRole,
  address: PostalAddress,
  today: string,
): Promise<void> {
  const rows = await permanentChanges(db, subscriptionId, role);
  const waiting = rows.filter((r) => !hasStarted(r.startDate, today));
  const latestStarted = rows.filter((r) => hasStarted(r.startDate, today)).at(-1);
  const made = latestStarted ? [...waiting, latestStarted] : waiting;
  if (made.some((r) => isSameAddress(r, address))) throw alreadyExists();
  if (waiting.length > 0) throw dateOverlap();
}

/**
 * The subscription's UPCOMING_ADDRESS_CHANGE tag (spec §3 tags, shown on the list and the
 * details page) follows the permanent changes waiting to start: set when one is made, cleared
 * when the last one is removed. The switch to ADDRESS_CHANGE on the start day belongs to the
 * subscription system's nightly run, which this portal does not have (decision 0013).
 */
export async function syncUpcomingTag(
  db: Db,
  subscriptionId: string,
  tags: readonly string[],
  today: string,
): Promise<void> {
  // As the details page lists them: pending until the start day has passed.
  const waiting = (await permanentChanges(db, subscriptionId)).some((r) => r.startDate >= today);
  const has = tags.includes(UPCOMING);
  if (waiting === has) return;
  await db
    .update(subscriptions)
    .set({ tags: waiting ? [...tags, UPCOMING] : tags.filter((t) => t !== UPCOMING) })
    .where(eq(subscriptions.id, subscriptionId));
}
