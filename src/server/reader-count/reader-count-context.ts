import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../app-context';
import type { Db } from '../db/client';
import { readerCountChanges } from '../db/schema/reader-count-changes';
import { HttpError } from '../http/http-error';
import { sharedRightCount } from '../reading-rights/shared-rights';
import { customerWithAddress, findOwnSubscription } from '../subscriptions/load-subscription-facts';

/** The subscription's change waiting for the job, if any. */
async function pendingReaderCountChange(db: Db, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(readerCountChanges)
    .where(
      and(
        eq(readerCountChanges.subscriptionId, subscriptionId),
        eq(readerCountChanges.status, 'PENDING'),
      ),
    );
  return row ?? null;
}
export type ReaderCountChangeRow = typeof readerCountChanges.$inferSelect;

/**
 * One of the session's subscriptions whose reader count the session may change (spec §6): a
 * company admin's b2b session (its customers are only the companies it administers) and a
 * running company digital subscription with a reader count. Another customer's subscription is
 * not found (404), as is a company's in a private (b2c) session, which never holds it; one of the
 * session's own that is not such (a private customer's) is 409 reader-count-not-allowed, as
 * company-requests answers.
 */
export async function loadReaderCountContext(
  db: Db,
  auth: AuthContext,
  subscriptionNumber: string,
  today: string,
) {
  const own = await findOwnSubscription(db, auth.customerIds, subscriptionNumber);
  if (!own) throw new HttpError(404, 'subscription-not-found');
  const { customer: subscriber } = await customerWithAddress(db, own.sub.customerId);
  const { sub } = own;
  const running =
    ['ACTIVE', 'ACTIVE_ORDER_BEING_RENEWED'].includes(sub.status) &&
    (sub.endDate === null || sub.endDate >= today) &&
    sub.periodEndDate >= today;
  if (
    auth.intent !== 'b2b' ||
    subscriber.customerType !== 'COMPANY' ||
    sub.productFormat !== 'DIGI' ||
    sub.readerCount === null ||
    !running
  ) {
    throw new HttpError(409, 'reader-count-not-allowed');
  }
  return {
    own,
    readerCount: sub.readerCount,
    sharedRights: await sharedRightCount(db, sub.id),
    pending: await pendingReaderCountChange(db, sub.id),
  };
}
export type ReaderCountContext = Awaited<ReturnType<typeof loadReaderCountContext>>;
