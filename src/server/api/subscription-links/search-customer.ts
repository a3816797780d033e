import { customerDisplayName } from '~/domain/shared/names';
import type { LinkSearchFields } from '~/domain/subscription-links/link-input';
import type { LinkOverview } from '~/domain/subscription-links/link-overview';
import { subscriptionStatusLabel } from '~/domain/subscriptions/status-label';
import type { AppDeps, AuthContext } from '../../app-context';
import { resolveCandidate } from './resolve-candidate';

/** POST /subscription-links/search: step 2's overview, or the reason there is nothing to link. */
export async function searchCustomer(
  deps: AppDeps,
  auth: AuthContext,
  clientAddress: string,
  input: LinkSearchFields,
): Promise<LinkOverview> {
  const { candidate, linkable } = await resolveCandidate(deps, auth, clientAddress, input);
  const today = deps.clock.today();
  return {
    customerNumber: candidate.customerNumber,
    customerName: customerDisplayName(candidate),
    address: {
      streetAddress: candidate.streetAddress,
      zipCode: candidate.zipCode,
      postOffice: candidate.postOffice,
    },
    subscriptions: linkable.map((s) => ({
      subscriptionNumber: s.subscriptionNumber,
      productName: s.productName,
      statusLabel: subscriptionStatusLabel(s, today),
    })),
  };
}
