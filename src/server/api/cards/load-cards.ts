import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { CARD_METHODS } from '~/domain/cards/card-rules';
import type { Db } from '../../db/client';
import { paymentMethodChanges } from '../../db/schema/billing-changes';
import { cardRequests } from '../../db/schema/cards';
import { paymentCards } from '../../db/schema/payments';
import { products } from '../../db/schema/products';
import { subscriptions } from '../../db/schema/subscriptions';

// The reads of the card routes. Cards belong to the paying customer; a subscription's card is
// the payer's business, so a gift receiver does not see or change the giver's card.

/** Subscriptions one of `customerIds` pays: as the payer, or as the subscriber paying for itself. */
function paidBy(customerIds: string[]): SQL | undefined {
  return or(
    inArray(subscriptions.payerCustomerId, customerIds),
    and(isNull(subscriptions.payerCustomerId), inArray(subscriptions.customerId, customerIds)),
  );
}

export type CardRow = typeof paymentCards.$inferSelect;

/** The customers' saved cards, oldest first. */
export function ownCards(db: Db, customerIds: string[]): Promise<CardRow[]> {
  return db
    .select()
    .from(paymentCards)
    .where(and(inArray(paymentCards.customerId, customerIds), isNull(paymentCards.deletedAt)))
    .orderBy(asc(paymentCards.createdAt), asc(paymentCards.id));
}

/** One saved card of the customers, or undefined (another customer's card included). */
export async function findOwnCard(db: Db, customerIds: string[], id: string) {
  const [card] = await db
    .select()
    .from(paymentCards)
    .where(
      and(
        eq(paymentCards.id, id),
        inArray(paymentCards.customerId, customerIds),
        isNull(paymentCards.deletedAt),
      ),
    );
  return card;
}

const subscriptionWithProduct = (db: Db) =>
  db
    .select({ sub: subscriptions, productName: products.name })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId));

/** The card-billed main subscriptions the customers pay (charged or not: the caller decides). */
export function cardBilledMains(db: Db, customerIds: string[]) {
  return subscriptionWithProduct(db)
    .where(
      and(
        paidBy(customerIds),
        isNull(subscriptions.parentSubscriptionId),
        inArray(subscriptions.paymentMethod, [...CARD_METHODS]),
      ),
    )
    .orderBy(subscriptions.subscriptionNumber);
}

/** Every subscription (main or add-on) charged to one of the cards. */
export function subscriptionsOnCards(db: Db, cardIds: string[]) {
  if (cardIds.length === 0) return Promise.resolve([]);
  return subscriptionWithProduct(db)
    .where(inArray(subscriptions.paymentCardId, cardIds))
    .orderBy(subscriptions.subscriptionNumber);
}
export type SubscriptionWithProduct = Awaited<ReturnType<typeof subscriptionsOnCards>>[number];

/** A main subscription one of the customers pays, by number. */
export async function findPaidMain(db: Db, customerIds: string[], number: string) {
  if (customerIds.length === 0) return undefined;
  const [row] = await subscriptionWithProduct(db).where(
    and(
      eq(subscriptions.subscriptionNumber, number),
      isNull(subscriptions.parentSubscriptionId),
      paidBy(customerIds),
    ),
  );
  return row;
}

/** The customers' subscriptions that wait for a card. */
export function pendingRequests(db: Db, customerIds: string[]) {
  return db
    .select({
      request: cardRequests,
      subscriptionNumber: subscriptions.subscriptionNumber,
      productName: products.name,
      /** The card that cannot pay, when the request names one. */
      card: { brand: paymentCards.brand, last4: paymentCards.last4 },
    })
    .from(cardRequests)
    .innerJoin(subscriptions, eq(subscriptions.id, cardRequests.subscriptionId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .leftJoin(paymentCards, eq(paymentCards.id, cardRequests.cardId))
    .where(and(inArray(cardRequests.customerId, customerIds), eq(cardRequests.status, 'PENDING')))
    .orderBy(cardRequests.deadline);
}

/**
 * The subscription's pending payment method change to a card (decision 0015): the card added
 * for it is charged when that change takes effect.
 */
export async function pendingCardChange(db: Db, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(paymentMethodChanges)
    .where(
      and(
        eq(paymentMethodChanges.subscriptionId, subscriptionId),
        eq(paymentMethodChanges.status, 'PENDING'),
        inArray(paymentMethodChanges.toMethod, [...CARD_METHODS]),
      ),
    );
  return row;
}
