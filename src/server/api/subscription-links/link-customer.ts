import type { LinkConfirmFields } from '~/domain/subscription-links/link-input';
import type { AppDeps, AuthContext } from '../../app-context';
import { sendConfirmationLink } from './link-confirmations';
import { emailMismatch } from './link-errors';
import { type LinkOutcome, linkInTransaction } from './link-transaction';
import { resolveCandidate } from './resolve-candidate';

/**
 * POST /subscription-links: the confirmed link. When the customer's own e-mail address differs
 * from the login, number and zip code are not proof enough: the customer's mailbox confirms.
 */
export async function linkCustomer(
  deps: AppDeps,
  auth: AuthContext,
  request: { clientAddress: string; origin: string },
  input: LinkConfirmFields,
): Promise<LinkOutcome> {
  const { candidate, linkable } = await resolveCandidate(deps, auth, request.clientAddress, input, {
    allowOwn: true,
  });
  if (candidate.linkedAccountIds.includes(auth.accountId)) {
    return {
      created: false,
      result: {
        linkedCustomerNumber: candidate.customerNumber,
        subscriptionNumbers: linkable.map((s) => s.subscriptionNumber),
      },
    };
  }
  if (emailDiffers(candidate.contactEmail, auth.username)) {
    await sendConfirmationLink(deps, auth, candidate, request.origin);
    throw emailMismatch();
  }
  return linkInTransaction(deps, auth, 'search', () => Promise.resolve(candidate.id));
}

function emailDiffers(contactEmail: string | null, username: string): boolean {
  const own = contactEmail?.trim().toLowerCase() ?? '';
  return own !== '' && own !== username.toLowerCase();
}
