import { and, eq, inArray, or } from 'drizzle-orm';
import {
  CARD_METHODS,
  canChangeCard,
  cardLabel,
  chargedFromText,
  nextChargeDate,
} from '~/domain/cards/card-rules';
import type { CardChangeResult } from '~/domain/cards/card-views';
import { formatDate } from '~/domain/shared/dates';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { fulfilCardRequests } from '../../cards/card-deadlines';
import type { Db } from '../../db/client';
import { paymentMethodChanges } from '../../db/schema/billing-changes';
import { subscriptions } from '../../db/schema/subscriptions';
import { cardChangeNotAllowed, subscriptionNotFound } from './card-errors';
import {
  type CardRow,
  findPaidMain,
  pendingCardChange,
  type SubscriptionWithProduct,
} from './load-cards';
import { lockSubscription } from '../../db/lock-subscription';

/**
 * The card-billed main subscription the customer pays that will still be charged, locked for
 * the change; 404 for anything not the customer's, 409 when its card cannot be changed.
 */
export async function lockChangeableMain(
  tx: Db,
  auth: AuthContext,
  number: string,
  today: string,
): Promise<SubscriptionWithProduct> {
  const own = await findPaidMain(tx, auth.customerIds, number);
  if (!own) throw subscriptionNotFound();
  await lockSubscription(tx, own.sub.id);
  const fresh = await findPaidMain(tx, auth.customerIds, number);
  if (!fresh || !canChangeCard(fresh.sub, today)) throw cardChangeNotAllowed();
  return fresh;
}

/**
 * Charges the main subscription and its card-billed add-ons to `card` from the next period
 * (spec §4), fulfils a pending card request and writes the audit row. Inside a transaction.
 */
export async function chargeToCard(
  tx: Db,
  deps: AppDeps,
  auth: AuthContext,
  main: SubscriptionWithProduct,
  card: CardRow,
): Promise<CardChangeResult> {
  const now = deps.clock.now();
  await tx
    .update(subscriptions)
    .set({ paymentCardId: card.id })
    .where(
      and(
        or(eq(subscriptions.id, main.sub.id), eq(subscriptions.parentSubscriptionId, main.sub.id)),
        inArray(subscriptions.paymentMethod, [...CARD_METHODS]),
      ),
    );
  await fulfilCardRequests(tx, main.sub.id, now);
  const chargedFrom = nextChargeDate(main.sub.periodEndDate);
  await audit(tx, {
    accountId: auth.accountId,
    customerId: main.sub.payerCustomerId ?? main.sub.customerId,
    action: 'CARD_CHANGED',
    entity: 'subscription',
    entityId: main.sub.subscriptionNumber,
    details: { fromCardId: main.sub.paymentCardId, toCardId: card.id, chargedFrom },
    at: now,
  });
  return describeCharge(main, card);
}

/**
 * Gives the subscription's pending change to card payment its card (the card added for it), so
 * the card is charged when the change takes effect at the next period; fulfils the card request.
 */
export async function chargePendingChangeToCard(
  tx: Db,
  deps: AppDeps,
  auth: AuthContext,
  main: SubscriptionWithProduct,
  card: CardRow,
): Promise<CardChangeResult> {
  const now = deps.clock.now();
  await lockSubscription(tx, main.sub.id);
  const change = await pendingCardChange(tx, main.sub.id);
  if (!change) throw cardChangeNotAllowed();
  await tx
    .update(paymentMethodChanges)
    .set({ paymentCardId: card.id })
    .where(eq(paymentMethodChanges.id, change.id));
  await fulfilCardRequests(tx, main.sub.id, now);
  await audit(tx, {
    accountId: auth.accountId,
    customerId: main.sub.payerCustomerId ?? main.sub.customerId,
    action: 'CARD_CHANGED',
    entity: 'payment_method_change',
    entityId: change.id,
    details: {
      fromCardId: change.paymentCardId,
      toCardId: card.id,
      effectiveDate: change.effectiveDate,
    },
    at: now,
  });
  return describeCharge(main, card);
}

/** What the customer is told of a subscription charged to `card` from its next period. */
export function describeCharge(main: SubscriptionWithProduct, card: CardRow): CardChangeResult {
  const chargedFrom = nextChargeDate(main.sub.periodEndDate);
  const label = cardLabel(card);
  const chargedFromLabel = formatDate(chargedFrom);
  return {
    subscriptionNumber: main.sub.subscriptionNumber,
    productName: main.productName,
    cardLabel: label,
    chargedFrom,
    chargedFromLabel,
    message:
      `Tilaus ${main.productName} (${main.sub.subscriptionNumber}) maksetaan jatkossa kortilla ` +
      `${label}. ${chargedFromText(chargedFromLabel)}`,
  };
}
