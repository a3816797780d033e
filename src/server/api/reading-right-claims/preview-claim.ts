import type { Context } from 'hono';
import type { ReadingRightClaimPreview } from '~/domain/reading-rights/claim-input';
import { shareAudienceOf } from '~/domain/reading-rights/invite-texts';
import type { AppDeps, AppEnv, AuthContext } from '../../app-context';
import { customerWithAddress } from '../../subscriptions/load-subscription-facts';
import { party } from '../../subscriptions/subscription-details-mapper';
import { invitationStateRefusal } from './claim-right';
import { findInvitationCounted } from './find-invitation';

/**
 * POST /reading-right-claims/preview: what the code would activate, for the claim page to show
 * before the customer confirms. Counted like a claim (a code is looked up either way) and
 * refused the same when the invitation is no longer open; writes nothing else.
 */
export async function previewClaim(
  deps: AppDeps,
  c: Context<AppEnv>,
  auth: AuthContext,
  code: string,
): Promise<ReadingRightClaimPreview> {
  const found = await findInvitationCounted(deps, c, auth, code);
  const sharer = await customerWithAddress(deps.db, found.sub.customerId);
  const audience = shareAudienceOf(sharer.customer.customerType);
  const refusal = invitationStateRefusal(found, auth, audience);
  if (refusal) throw refusal;
  return {
    productName: found.product.name,
    subscriptionNumber: found.sub.subscriptionNumber,
    sharerName: party(sharer, false).name,
    audience,
    email: found.right.email === '' ? null : found.right.email,
  };
}
