import {
  cardLabel,
  chargedFromText,
  expiryLabel,
  isCardExpired,
  isCharged,
  nextChargeDate,
} from '~/domain/cards/card-rules';
import type { CardSubscription, CardSummary, CardUse } from '~/domain/cards/card-views';
import { formatDate } from '~/domain/shared/dates';
import type { CardRow, SubscriptionWithProduct } from './load-cards';

/** The main subscriptions still charged to the card (add-ons are billed with their main). */
export function usesOf(cardId: string, rows: SubscriptionWithProduct[], today: string): CardUse[] {
  return rows
    .filter((r) => r.sub.paymentCardId === cardId && r.sub.parentSubscriptionId === null)
    .filter((r) => isCharged(r.sub, today))
    .map((r) => ({ subscriptionNumber: r.sub.subscriptionNumber, productName: r.productName }));
}

export function cardSummary(
  card: CardRow,
  rows: SubscriptionWithProduct[],
  today: string,
): CardSummary {
  return {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    label: cardLabel(card),
    expiryLabel: expiryLabel(card),
    expired: isCardExpired(card, today),
    usedBy: usesOf(card.id, rows, today),
  };
}

export function cardSubscription(row: SubscriptionWithProduct, cards: CardRow[]): CardSubscription {
  const card = cards.find((c) => c.id === row.sub.paymentCardId);
  const next = nextChargeDate(row.sub.periodEndDate);
  return {
    subscriptionNumber: row.sub.subscriptionNumber,
    productName: row.productName,
    cardId: card?.id ?? null,
    cardLabel: card ? cardLabel(card) : null,
    nextChargeDate: next,
    nextChargeDateLabel: formatDate(next),
    chargedFromText: chargedFromText(formatDate(next)),
  };
}
