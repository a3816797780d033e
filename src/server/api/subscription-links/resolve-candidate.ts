import type { LinkSearchFields } from '~/domain/subscription-links/link-input';
import { isOrganisation } from '~/domain/customers/enums';
import { isLinkable } from '~/domain/subscription-links/link-overview';
import type { AppDeps, AuthContext } from '../../app-context';
import {
  type CandidateSubscription,
  type LinkCandidate,
  findCandidate,
  subscriptionsOf,
} from './find-customer';
import {
  companyCustomerNotLinkable,
  linkedToAnother,
  linkedToYou,
  notFoundForLink,
  nothingToLink,
  privateCustomersOnly,
  searchFailed,
} from './link-errors';
import { assertLinkSearchAllowed, recordLinkSearchFailure } from './link-rate-limit';
import { logger } from '../../log/logger';

export interface Resolved {
  candidate: LinkCandidate;
  linkable: CandidateSubscription[];
}

/**
 * The checks that search and confirm share, in the order that leaks least: the rate limit
 * first, then number and zip together; only a caller who knows both learns anything more.
 */
export async function resolveCandidate(
  { db, clock }: AppDeps,
  auth: AuthContext,
  clientAddress: string,
  input: LinkSearchFields,
  opts: { allowOwn?: boolean } = {},
): Promise<Resolved> {
  // Linking makes the account an OWNER, which only a private (b2c) session acts with.
  if (auth.intent !== 'b2c') throw privateCustomersOnly();
  const now = clock.now();
  await assertLinkSearchAllowed(db, auth.accountId, clientAddress, now);
  const found = await lookUp(db, input);
  if (!found) {
    await recordLinkSearchFailure(db, auth.accountId, clientAddress, now);
    throw notFoundForLink();
  }
  // Even an account already linked to a company (a plain company user) may not take it over
  // as a private owner: company customers are the admins' business (spec §6).
  if (isOrganisation(found.candidate.customerType)) throw companyCustomerNotLinkable();
  // Confirm lets the account's own earlier link through, so that a double click answers the
  // same success twice instead of an error after the first one worked.
  if (!(opts.allowOwn === true && found.candidate.linkedAccountIds.includes(auth.accountId))) {
    assertLinkableBy(found.candidate, auth.accountId);
  }
  const linkable = found.subscriptions.filter((s) => isLinkable(s, clock.today()));
  if (linkable.length === 0) throw nothingToLink();
  return { candidate: found.candidate, linkable };
}

function assertLinkableBy(
  candidate: Pick<LinkCandidate, 'linkedAccountIds'>,
  accountId: string,
): void {
  if (candidate.linkedAccountIds.includes(accountId)) throw linkedToYou();
  if (candidate.linkedAccountIds.length > 0) throw linkedToAnother();
}

// A database failure here is the spec's search-failed, not the generic error: the customer
// can try again later with the same data.
async function lookUp(db: AppDeps['db'], input: LinkSearchFields) {
  try {
    const candidate = await findCandidate(db, input);
    return candidate ? { candidate, subscriptions: await subscriptionsOf(db, candidate.id) } : null;
  } catch (err) {
    logger.error({ err }, 'subscription links: search failed');
    throw searchFailed();
  }
}
