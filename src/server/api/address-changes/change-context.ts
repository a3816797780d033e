import type { PostalAddress } from '~/domain/address-changes/address-fields';
import { addressChangeAction, companyRequestAction } from '~/domain/subscriptions/actions';
import type { ProductFormat } from '~/domain/subscriptions/enums';
import type { AuthContext } from '../../app-context';
import type { Db } from '../../db/client';
import { changeFactsOf } from '../../subscriptions/change-facts';
import {
  type CustomerWithAddress,
  findOwnSubscription,
  loadRelatedFacts,
} from '../../subscriptions/load-subscription-facts';
import { notAllowed, subscriptionNotFound } from './address-change-errors';

/**
 * One of the session's subscriptions with what an address change needs: its rows, the parties
 * with their addresses, and the ADDRESS_CHANGE verdict exactly as the details page gives it
 * (same facts, same rule), so the page and the API never disagree; where it is refused, whether
 * a processing request is the way instead (COMPANY_REQUEST).
 */
export async function loadChangeContext(
  db: Db,
  auth: AuthContext,
  subscriptionNumber: string,
  today: string,
) {
  const own = await findOwnSubscription(db, auth.customerIds, subscriptionNumber);
  if (!own) throw subscriptionNotFound();
  const facts = await loadRelatedFacts(db, own, today);
  const changeFacts = changeFactsOf(own, facts.subscriber, auth.customerIds, today);
  const found = addressChangeAction(changeFacts);
  const verdict: { allowed: boolean; reason: string | undefined } = {
    allowed: found.allowed,
    reason: found.reason,
  };
  const format = own.sub.productFormat as ProductFormat;
  return {
    own,
    facts,
    verdict,
    companyRequestAllowed: companyRequestAction(changeFacts).allowed,
    hasPaper: format === 'PAPER' || format === 'PAPER_AND_DIGI',
  };
}
export type ChangeContext = Awaited<ReturnType<typeof loadChangeContext>>;

export function assertAllowed(ctx: ChangeContext): void {
  if (!ctx.verdict.allowed) throw notAllowed(ctx.verdict.reason);
}

/** A party's primary address as the address rules compare it. */
export function postalAddressOf(party: CustomerWithAddress): PostalAddress | null {
  const a = party.address;
  if (!a) return null;
  return {
    streetAddress: a.streetAddress,
    zipCode: a.zipCode,
    postOffice: a.postOffice,
    countryCode: a.countryCode,
  };
}
