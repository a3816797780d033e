import { and, desc, eq, isNull } from 'drizzle-orm';
import type { BillingFacts } from '~/domain/payment-methods/billing-change-rules';
import type { SubscriptionStatus, SubscriptionType } from '~/domain/subscriptions/enums';
import { externalManagerOf } from '~/domain/subscriptions/actions';
import type { AuthContext } from '../app-context';
import type { Db } from '../db/client';
import { billingPeriodChanges, paymentMethodChanges } from '../db/schema/billing-changes';
import { customers } from '../db/schema/customers';
import { paymentCards } from '../db/schema/payments';
import { isOrganisation } from '~/domain/customers/enums';
import { HttpError } from '../http/http-error';
import {
  findOwnSubscription,
  type OwnSubscription,
} from '../subscriptions/load-subscription-facts';

// The reads behind payment method and billing period changes. The first read goes through the
// session's customers (another customer's subscription is simply not found); the rest are keyed
// by the row it found.

const subscriptionNotFound = (): HttpError => new HttpError(404, 'subscription-not-found');

export interface BillingContext {
  own: OwnSubscription;
  facts: BillingFacts;
  payerId: string;
  isBusiness: boolean;
}

async function billingContextOf(
  db: Db,
  auth: AuthContext,
  own: OwnSubscription,
  today: string,
): Promise<BillingContext> {
  const { sub } = own;
  const payerId = sub.payerCustomerId ?? sub.customerId;
  const rows = await db
    .select({ id: customers.id, type: customers.customerType })
    .from(customers)
    .where(eq(customers.id, payerId));
  const subscriberRows =
    payerId === sub.customerId
      ? rows
      : await db
          .select({ id: customers.id, type: customers.customerType })
          .from(customers)
          .where(eq(customers.id, sub.customerId));
  const types = { payer: rows[0]?.type ?? null, subscriber: subscriberRows[0]?.type ?? null };
  return { own, ...billingFactsFrom(auth, own, types, today) };
}

/** What billingFactsFrom reads of a subscription and its product. */
interface BillingSource {
  sub: Pick<
    OwnSubscription['sub'],
    | 'customerId'
    | 'payerCustomerId'
    | 'status'
    | 'subscriptionType'
    | 'endDate'
    | 'periodEndDate'
    | 'tags'
    | 'orderChangeInProgress'
  >;
  product: Pick<OwnSubscription['product'], 'externallyManaged'>;
}

/** The billing facts of a subscription whose payer's and subscriber's types are known. */
export function billingFactsFrom(
  auth: AuthContext,
  { sub, product }: BillingSource,
  customerTypes: { payer: string | null; subscriber: string | null },
  today: string,
): Omit<BillingContext, 'own'> {
  const payerId = sub.payerCustomerId ?? sub.customerId;
  const isBusiness =
    isOrganisation(customerTypes.payer ?? '') || isOrganisation(customerTypes.subscriber ?? '');
  const facts: BillingFacts = {
    status: sub.status as SubscriptionStatus,
    subscriptionType: sub.subscriptionType as SubscriptionType,
    ended: sub.status === 'FINISHED' || (sub.endDate !== null && sub.endDate < today),
    endDate: sub.endDate,
    periodEndDate: sub.periodEndDate,
    isCompany: isBusiness,
    isPayer: auth.customerIds.includes(payerId),
    managedElsewhere: externalManagerOf(product.externallyManaged, sub.tags) !== null,
    orderChangeInProgress: sub.orderChangeInProgress,
  };
  return { facts, payerId, isBusiness };
}

/** One of the session's main subscriptions with its billing facts, or 404 subscription-not-found. */
export async function loadBillingContext(
  db: Db,
  auth: AuthContext,
  subscriptionNumber: string,
  today: string,
): Promise<BillingContext> {
  const own = await findOwnSubscription(db, auth.customerIds, subscriptionNumber);
  if (!own) throw subscriptionNotFound();
  return billingContextOf(db, auth, own, today);
}

export async function pendingMethodChange(db: Db, subscriptionId: string) {
  const [row] = await db
    .select({ change: paymentMethodChanges, card: paymentCards })
    .from(paymentMethodChanges)
    .leftJoin(paymentCards, eq(paymentCards.id, paymentMethodChanges.paymentCardId))
    .where(
      and(
        eq(paymentMethodChanges.subscriptionId, subscriptionId),
        eq(paymentMethodChanges.status, 'PENDING'),
      ),
    )
    .orderBy(desc(paymentMethodChanges.createdAt))
    .limit(1);
  return row ?? null;
}

export async function pendingPeriodChange(db: Db, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(billingPeriodChanges)
    .where(
      and(
        eq(billingPeriodChanges.subscriptionId, subscriptionId),
        eq(billingPeriodChanges.status, 'PENDING'),
      ),
    )
    .orderBy(desc(billingPeriodChanges.createdAt))
    .limit(1);
  return row ?? null;
}

/** The payer's cards that can be charged: not deleted and not expired by `today`. */
export async function usableCards(db: Db, customerId: string, today: string) {
  const rows = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.customerId, customerId), isNull(paymentCards.deletedAt)))
    .orderBy(paymentCards.createdAt);
  const [year, month] = today.split('-').map(Number);
  return rows.filter(
    (c) => c.expiryYear > (year ?? 0) || (c.expiryYear === year && c.expiryMonth >= (month ?? 0)),
  );
}
