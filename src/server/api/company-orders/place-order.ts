import { and, eq, sql } from 'drizzle-orm';
import { companyOfferBySlug } from '~/domain/company-order/company-offers';
import type { CompanyOrderInput } from '~/domain/company-order/order-input';
import type { CompanyOrderWaiting } from '~/domain/company-order/order-approval';
import { STREET_ADDRESS_LABEL } from '~/domain/company-order/order-texts';
import type { CompanyOrderResult } from '~/domain/company-order/order-views';
import { vatNumberOf } from '~/domain/company-order/vat-number';
import { ERROR_MESSAGES } from '~/domain/errors/error-messages';
import { knownStreetsProvider } from '../../address/address-provider';
import type { AppDeps, AuthContext } from '../../app-context';
import { forgetAccountSessions } from '../../auth/session-cache';
import type { Db } from '../../db/client';
import { companyOrderApprovals } from '../../db/schema/company-order-approvals';
import { companyOrders } from '../../db/schema/company-orders';
import { HttpError } from '../../http/http-error';
import { adminsOf, existingCompanyFor } from './existing-company';
import { checkedStartDate } from './print-start';
import { requestApproval } from './request-approval';
import { writeOrder } from './write-order';

export const offerOrNotFound = (slug: string) => {
  const offer = companyOfferBySlug(slug);
  if (!offer) throw new HttpError(404, 'company-order-offer-not-found');
  return offer;
};

/** The delivery address's post office as the address database spells it, or 400. */
async function checkedPostOffice(deps: AppDeps, input: CompanyOrderInput): Promise<string> {
  const lookup = await knownStreetsProvider(deps.db).lookup({
    ...input.address,
    countryCode: 'FI',
  });
  if (lookup.result === 'found') return lookup.postOffice;
  if (lookup.result === 'not-checked') return input.address.postOffice;
  const message = ERROR_MESSAGES['company-order-address-not-found'];
  throw new HttpError(400, 'company-order-address-not-found', {
    fields: { 'address.streetAddress': `${STREET_ADDRESS_LABEL}: ${message}` },
  });
}

async function alreadyPlaced(tx: Db, auth: AuthContext, key: string) {
  const [row] = await tx
    .select({ result: companyOrders.result })
    .from(companyOrders)
    .where(and(eq(companyOrders.accountId, auth.accountId), eq(companyOrders.idempotencyKey, key)));
  return row?.result ?? null;
}

async function alreadyWaiting(tx: Db, auth: AuthContext, key: string) {
  const [row] = await tx
    .select({ waiting: companyOrderApprovals.waiting, state: companyOrderApprovals.state })
    .from(companyOrderApprovals)
    .where(
      and(
        eq(companyOrderApprovals.accountId, auth.accountId),
        eq(companyOrderApprovals.idempotencyKey, key),
      ),
    );
  return row ? { ...row.waiting, state: row.state } : null;
}

export type CompanyOrderOutcome =
  | { kind: 'placed'; result: CompanyOrderResult; repeated: boolean }
  | { kind: 'waiting'; waiting: CompanyOrderWaiting };

/**
 * POST /company-orders (spec §1, §6, §8; decision 0038). In one transaction: a new company's
 * order is written at once and the orderer becomes its admin; an existing company (same
 * Y-tunnus, its name and invoicing data matching, else 409 and nothing stored) is billed only
 * for its own admin's order, while anyone else's waits unbilled for an admin's acceptance
 * (issue 30 item 17; 409 when the company has no admin to ask). The same account and
 * idempotency key again answers the first outcome.
 */
export async function placeCompanyOrder(
  deps: AppDeps,
  auth: AuthContext,
  input: CompanyOrderInput,
): Promise<CompanyOrderOutcome> {
  const offer = offerOrNotFound(input.slug);
  const vatNumber = vatNumberOf(input.businessId);
  if (vatNumber === null) throw new HttpError(400, 'validation-failed');
  const postOffice = await checkedPostOffice(deps, input);
  const now = deps.clock.now();
  const today = deps.clock.today();
  const startDate = await checkedStartDate(deps.db, offer, input.startDate, today);
  const outcome = await deps.db.transaction(async (tx): Promise<CompanyOrderOutcome> => {
    // A double click: the second request waits here for the first and then finds its order.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`company-order:${auth.accountId}:${input.idempotencyKey}`}))`,
    );
    const earlier = await alreadyPlaced(tx, auth, input.idempotencyKey);
    if (earlier) {
      const result = { ...earlier, companySession: auth.intent === 'b2b' };
      return { kind: 'placed', result, repeated: true };
    }
    const waiting = await alreadyWaiting(tx, auth, input.idempotencyKey);
    if (waiting) return { kind: 'waiting', waiting };

    const existingId = await existingCompanyFor(tx, input.businessId, input.company);
    const admins = existingId ? await adminsOf(tx, existingId) : [];
    const ordererIsAdmin = admins.some((a) => a.accountId === auth.accountId);
    if (existingId && !ordererIsAdmin) {
      // Nobody could accept it: the employee is sent to customer service instead.
      if (admins.length === 0) throw new HttpError(409, 'company-order-admin-required');
      const request = { auth, input, offer, customerId: existingId, admins, startDate };
      return { kind: 'waiting', waiting: await requestApproval(tx, deps, request) };
    }
    const result = await writeOrder(tx, {
      orderer: { ...auth, companySession: auth.intent === 'b2b' },
      input,
      offer,
      vatNumber,
      postOffice,
      startDate,
      existing: existingId ? { customerId: existingId, ordererIsAdmin } : null,
      now,
      today,
    });
    return { kind: 'placed', result, repeated: false };
  });
  // A company session caches the customers it may act for: the new company joins them now.
  if (outcome.kind === 'placed') forgetAccountSessions(deps, auth.accountId);
  return outcome;
}
