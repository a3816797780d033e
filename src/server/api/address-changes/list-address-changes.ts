import { ERROR_MESSAGES } from '~/domain/errors/error-messages';
import type { AddressChangeOverview } from '~/domain/address-changes/address-change-view';
import { publicationDaysLabel } from '~/domain/address-changes/labels';
import { addressLine } from '~/domain/subscriptions/detail-labels';
import type { AppDeps, AuthContext } from '../../app-context';
import { dialogCalendarOf } from '../../calendar/dialog-calendar';
import { loadChangeContext } from './change-context';
import { toAddressChange } from './change-view';

/**
 * GET /subscriptions/{n}/address-changes: the modal's facts. When this session may not change the
 * address (a company's or a gift giver's view), only the reason is told: no addresses at all,
 * since a gift's giver and receiver must not see each other's (spec §6).
 */
export async function listAddressChanges(
  deps: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
): Promise<AddressChangeOverview> {
  const { db, clock, env } = deps;
  const today = clock.today();
  const ctx = await loadChangeContext(db, auth, subscriptionNumber, today);
  const { sub, product } = ctx.own;
  const base = {
    subscriptionNumber: sub.subscriptionNumber,
    productName: product.name,
    today,
    publicationDaysLabel: publicationDaysLabel(product.publicationDays),
    calendar: await dialogCalendarOf(
      deps,
      product.id,
      today,
      env.TEMPORARY_ADDRESS_CHANGE_MAX_DAYS,
    ),
  };
  if (!ctx.verdict.allowed) {
    return {
      ...base,
      allowed: false,
      reason: ctx.verdict.reason ?? ERROR_MESSAGES['address-change-not-allowed'],
      companyRequest: ctx.companyRequestAllowed,
      temporaryAllowed: false,
      currentAddress: null,
      roleChoice: false,
      changes: [],
    };
  }
  const payerId = sub.payerCustomerId ?? sub.customerId;
  return {
    ...base,
    allowed: true,
    reason: null,
    companyRequest: false,
    temporaryAllowed: ctx.hasPaper,
    // Allowed means not a gift giver's view: the subscriber's address is the viewer's to see.
    currentAddress: addressLine(ctx.facts.subscriber.address),
    roleChoice:
      payerId !== sub.customerId &&
      auth.customerIds.includes(payerId) &&
      auth.customerIds.includes(sub.customerId),
    changes: ctx.facts.addressChanges.map((row) => toAddressChange(row, today)),
  };
}
