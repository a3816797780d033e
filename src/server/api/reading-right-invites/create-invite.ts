import { and, eq, sql } from 'drizzle-orm';
import {
  type ReadingRightInviteFields,
  type ReadingRightInviteResult,
  SHARE_SUCCESS_EVENT,
} from '~/domain/reading-rights/invite-input';
import { isSelfInvitation, shareRefusal } from '~/domain/reading-rights/invite-rules';
import { rightsCounts, rightsTotal } from '~/domain/reading-rights/rights-summary';
import {
  LINK_CREATED_NOTICE,
  emailSentNotice,
  shareAudienceOf,
} from '~/domain/reading-rights/invite-texts';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { lockSubscription } from '../../db/lock-subscription';
import { readingRights } from '../../db/schema/subscriptions';
import { queueEmail } from '../../email/outbox';
import { HttpError } from '../../http/http-error';
import {
  activationCodeHash,
  activationLink,
  newActivationCode,
} from '../../reading-rights/invite-code';
import { holdsRight, sharedRightCount } from '../../reading-rights/shared-rights';
import {
  customerWithAddress,
  findOwnSubscription,
} from '../../subscriptions/load-subscription-facts';
import { party } from '../../subscriptions/subscription-details-mapper';
import { alreadyShared, selfInvitation, subscriptionNotFound } from './invite-errors';
import { inviteEmail } from './invite-email';

/**
 * POST /subscriptions/{n}/reading-rights/invitations (spec §3, §4, §5): one free right of the
 * session's own subscription becomes an invitation (status INVITED, holding the right until it
 * is claimed or cancelled). By e-mail the invitee gets the activation link; as a link the
 * answer carries it to copy. The code itself is only in the e-mail or the answer; the row keeps
 * its hash (decision 0032). Counted under the subscription's row lock, so two invitations
 * never take the last free right both.
 */
export async function createInvite(
  { db, clock, env }: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
  input: ReadingRightInviteFields,
): Promise<ReadingRightInviteResult> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const own = await findOwnSubscription(tx, auth.customerIds, subscriptionNumber);
    if (!own) throw subscriptionNotFound();
    const { sub, product } = own;
    await lockSubscription(tx, sub.id);
    const total = rightsTotal(sub.readerCount, product.readingRights);
    const held = await sharedRightCount(tx, sub.id);
    const refusal = shareRefusal({ status: sub.status, totalRights: total, heldRights: held });
    if (refusal) throw new HttpError(409, refusal);
    const subscriber = await customerWithAddress(tx, sub.customerId);
    const email = input.method === 'EMAIL' ? input.email.toLowerCase() : null;
    if (email !== null) {
      if (isSelfInvitation(email, [auth.username, subscriber.customer.contactEmail])) {
        throw selfInvitation();
      }
      const [existing] = await tx
        .select({ status: readingRights.status })
        .from(readingRights)
        .where(
          and(
            eq(readingRights.subscriptionId, sub.id),
            holdsRight,
            eq(sql`lower(${readingRights.email})`, email),
          ),
        )
        .limit(1);
      if (existing) throw alreadyShared(email, existing.status === 'ACTIVE');
    }
    const code = newActivationCode();
    const link = activationLink(env.SITE_URL, code);
    const [row] = await tx
      .insert(readingRights)
      .values({
        subscriptionId: sub.id,
        status: 'INVITED',
        // A link invitation names nobody until it is claimed.
        email: email ?? '',
        activationCode: activationCodeHash(code),
        inviterAccountId: auth.accountId,
        invitedAt: now,
      })
      .returning({ id: readingRights.id });
    if (!row) throw new Error('The invitation was not stored');
    await audit(tx, {
      accountId: auth.accountId,
      customerId: sub.customerId,
      action: 'READING_RIGHT_INVITED',
      entity: 'reading_right',
      entityId: row.id,
      details: { subscriptionNumber: sub.subscriptionNumber, method: input.method, email },
      at: now,
    });
    const audience = shareAudienceOf(subscriber.customer.customerType);
    if (email !== null) {
      await queueEmail(
        tx,
        inviteEmail({
          to: email,
          sharerName: party(subscriber, false).name,
          productName: product.name,
          audience,
          link,
        }),
        now,
      );
    }
    return {
      method: input.method,
      email,
      link: email === null ? link : null,
      rightsLeft: rightsCounts(total, held + 1).free,
      notice: email === null ? LINK_CREATED_NOTICE : emailSentNotice(email),
      analyticsEvent: SHARE_SUCCESS_EVENT,
    };
  });
}
