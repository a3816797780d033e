import { and, eq } from 'drizzle-orm';
import { RIGHT_DONE_MESSAGES } from '~/domain/reading-rights/rights-texts';
import type { RemovedReadingRight } from '~/domain/reading-rights/rights-views';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { forgetAccountSessions } from '../../auth/session-cache';
import { lockSubscription } from '../../db/lock-subscription';
import { readingRights } from '../../db/schema/subscriptions';
import { queueEmail } from '../../email/outbox';
import { siteOrigin } from '../../env';
import { findRightsSubscription, loadSubscriptionRights } from '../../reading-rights/load-rights';
import {
  invitationAlreadyCancelled,
  readingRightNotFound,
  rightAlreadyRemoved,
  subscriptionNotFound,
} from './reading-right-errors';
import { readerRemovedEmail, sharerConfirmationEmail } from './reading-right-emails';

/** Spec §9: the analytics event of a removed reading right. */
const REMOVE_EVENT = 94;

/**
 * DELETE /subscriptions/{n}/reading-rights/{id}: an open invitation is cancelled (CANCELLED), a
 * claimed right removed (REMOVED); either frees the right at once. A suspended subscription is
 * managed like any other: only sharing is refused. The row stays for the audit trail.
 */
export async function removeRight(
  deps: AppDeps,
  auth: AuthContext,
  params: { subscriptionNumber: string; id: string },
): Promise<RemovedReadingRight> {
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const own = await findRightsSubscription(tx, auth.customerIds, params.subscriptionNumber);
    if (!own) throw subscriptionNotFound();
    // Two removals of one right (a double click, two tabs) take turns; the second reads the first's.
    await lockSubscription(tx, own.id);
    const [right] = await tx
      .select()
      .from(readingRights)
      .where(and(eq(readingRights.id, params.id), eq(readingRights.subscriptionId, own.id)))
      .for('update');
    if (!right) throw readingRightNotFound();
    if (right.status === 'CANCELLED') throw invitationAlreadyCancelled();
    if (right.status === 'REMOVED') throw rightAlreadyRemoved();
    const status = right.status === 'INVITED' ? 'CANCELLED' : 'REMOVED';
    await tx.update(readingRights).set({ status }).where(eq(readingRights.id, right.id));
    await audit(tx, {
      accountId: auth.accountId,
      customerId: own.customerId,
      action:
        status === 'CANCELLED' ? 'READING_RIGHT_INVITATION_CANCELLED' : 'READING_RIGHT_REMOVED',
      entity: 'reading_right',
      entityId: right.id,
      details: {
        subscriptionNumber: own.subscriptionNumber,
        email: right.email,
        from: right.status,
      },
      at: now,
    });
    const subject = {
      productName: own.productName,
      subscriptionNumber: own.subscriptionNumber,
      readerEmail: right.email,
      overviewUrl: `${siteOrigin(deps.env)}/lukuoikeudet`,
    };
    await queueEmail(tx, sharerConfirmationEmail(auth.username, status, subject), now);
    if (status === 'REMOVED') await queueEmail(tx, readerRemovedEmail(subject), now);
    return {
      id: right.id,
      status,
      holderAccountId: right.holderAccountId,
      message: RIGHT_DONE_MESSAGES[status],
      analyticsEvent: status === 'REMOVED' ? REMOVE_EVENT : null,
      subscription: await loadSubscriptionRights(tx, own),
    } as const;
  });
  // Access follows the row's status on every read; no session of the reader keeps anything of
  // it, but forget the reader's cached sessions anyway so nothing read before outlives the change.
  if (result.holderAccountId) forgetAccountSessions(deps, result.holderAccountId);
  return {
    id: result.id,
    status: result.status,
    message: result.message,
    analyticsEvent: result.analyticsEvent,
    subscription: result.subscription,
  };
}
