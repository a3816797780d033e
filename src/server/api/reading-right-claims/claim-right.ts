import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { HOUSEHOLD_MESSAGES } from '~/domain/reading-rights/claim-household';
import { type ReadingRightClaimResult, claimedNotice } from '~/domain/reading-rights/claim-input';
import { rightsTotal } from '~/domain/reading-rights/rights-summary';
import { claimantRefusal } from '~/domain/reading-rights/claimant-rules';
import { type ShareAudience, shareAudienceOf } from '~/domain/reading-rights/invite-texts';
import type { AppDeps, AppEnv, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { lockSubscription } from '../../db/lock-subscription';
import { accounts } from '../../db/schema/accounts';
import { readingRights } from '../../db/schema/subscriptions';
import { queueEmail } from '../../email/outbox';
import { claimedRightCount } from '../../reading-rights/shared-rights';
import { customerWithAddress } from '../../subscriptions/load-subscription-facts';
import { party } from '../../subscriptions/subscription-details-mapper';
import { claimantHousehold } from './claim-context';
import { claimedReaderEmail, claimedSharerEmail } from './claim-emails';
import {
  allRightsClaimed,
  alreadyActivated,
  claimantRefused,
  alreadyRedeemed,
  invitationCancelled,
  notInHousehold,
  ownRight,
  suspended,
} from './claim-errors';
import { type Invitation, findInvitationCounted } from './find-invitation';

/**
 * The refusals before the household's address is compared: the invitation's own state, then
 * who the claimant is (an e-mail invitation is the invited address's own; a household's right
 * is never a company login's).
 */
export function invitationStateRefusal(
  found: Invitation,
  auth: AuthContext,
  audience: ShareAudience,
): Error | null {
  if (found.right.status === 'CANCELLED') return invitationCancelled();
  if (found.right.status !== 'INVITED') return alreadyRedeemed();
  if (found.sub.status === 'SUSPENDED') return suspended();
  const who = claimantRefusal({
    invitedEmail: found.right.email,
    claimantUsername: auth.username,
    intent: auth.intent,
    audience,
  });
  return who ? claimantRefused(who) : null;
}

/**
 * POST /reading-right-claims (spec §3, §5, §8): the logged-in invitee activates the right the
 * code names. Under the subscription's row lock the invitation is re-read and checked (still
 * open, not the claimant's own subscription, not already theirs, the household for a private
 * right, a right left); the final update is conditional on status INVITED, so of two claims of
 * one code exactly one wins. The right then belongs to the claimant's account for good.
 */
export async function claimRight(
  deps: AppDeps,
  c: Context<AppEnv>,
  auth: AuthContext,
  code: string,
): Promise<ReadingRightClaimResult> {
  const { db, clock } = deps;
  const found = await findInvitationCounted(deps, c, auth, code);
  const now = clock.now();
  return db.transaction(async (tx) => {
    await lockSubscription(tx, found.sub.id);
    const [right] = await tx
      .select()
      .from(readingRights)
      .where(eq(readingRights.id, found.right.id));
    if (!right) throw alreadyRedeemed();
    const current = { ...found, right };
    const sharer = await customerWithAddress(tx, current.sub.customerId);
    const audience = shareAudienceOf(sharer.customer.customerType);
    const refusal = invitationStateRefusal(current, auth, audience);
    if (refusal) throw refusal;
    const { sub, product } = current;
    const owners = [sub.customerId, sub.payerCustomerId];
    if (
      right.inviterAccountId === auth.accountId ||
      owners.some((o) => o !== null && auth.customerIds.includes(o))
    ) {
      throw ownRight();
    }
    const [mine] = await tx
      .select({ id: readingRights.id })
      .from(readingRights)
      .where(
        and(
          eq(readingRights.subscriptionId, sub.id),
          eq(readingRights.status, 'ACTIVE'),
          sql`(${readingRights.holderAccountId} = ${auth.accountId} or lower(${readingRights.email}) = ${auth.username.toLowerCase()})`,
        ),
      )
      .limit(1);
    if (mine) throw alreadyActivated(auth.username);
    if (audience === 'HOUSEHOLD') {
      const verdict = await claimantHousehold(tx, auth, sharer.address);
      if (verdict !== 'same') throw notInHousehold(HOUSEHOLD_MESSAGES[verdict]);
    }
    const total = rightsTotal(sub.readerCount, product.readingRights);
    if ((await claimedRightCount(tx, sub.id)) >= total) throw allRightsClaimed();
    const readerName = auth.customerIds[0]
      ? party(await customerWithAddress(tx, auth.customerIds[0]), false).name
      : auth.username;
    const [claimed] = await tx
      .update(readingRights)
      .set({
        status: 'ACTIVE',
        holderAccountId: auth.accountId,
        claimedAt: now,
        email: right.email === '' ? auth.username : right.email,
        subscriberName: readerName,
      })
      .where(and(eq(readingRights.id, right.id), eq(readingRights.status, 'INVITED')))
      .returning({ id: readingRights.id });
    if (!claimed) throw alreadyRedeemed();
    await audit(tx, {
      accountId: auth.accountId,
      customerId: null,
      action: 'READING_RIGHT_CLAIMED',
      entity: 'reading_right',
      entityId: right.id,
      details: { subscriptionNumber: sub.subscriptionNumber, productName: product.name },
      at: now,
    });
    await queueEmail(tx, claimedReaderEmail({ to: auth.username, productName: product.name }), now);
    if (right.inviterAccountId !== null) {
      const [inviter] = await tx
        .select({ username: accounts.username })
        .from(accounts)
        .where(eq(accounts.id, right.inviterAccountId));
      if (inviter) {
        await queueEmail(
          tx,
          claimedSharerEmail({
            to: inviter.username,
            readerName,
            productName: product.name,
            subscriptionNumber: sub.subscriptionNumber,
          }),
          now,
        );
      }
    }
    return { productName: product.name, notice: claimedNotice(product.name) };
  });
}
