import {
  cardLabel,
  cardRequestExpiredText,
  cardRequestReasonOf,
  cardRequestReasonText,
  cardRequestText,
  isCharged,
} from '~/domain/cards/card-rules';
import type { CardsOverview } from '~/domain/cards/card-views';
import { formatDate } from '~/domain/shared/dates';
import { formatMoney } from '~/domain/shared/money';
import type { AppDeps, AuthContext } from '../../app-context';
import { applyCardDeadlines, recentlyExpired } from '../../cards/card-deadlines';
import { paperInvoiceFeeLabel } from '../../paper-invoice-fee';
import { cardSubscription, cardSummary } from './card-mappers';
import { cardBilledMains, ownCards, pendingRequests, subscriptionsOnCards } from './load-cards';
import { payerType } from './payer';

/**
 * GET /cards: the saved cards with the subscriptions each pays, the card-billed subscriptions
 * and those waiting for a card. Missed card deadlines are applied first (run on read).
 */
export async function cardsOverview(deps: AppDeps, auth: AuthContext): Promise<CardsOverview> {
  const ids = auth.customerIds;
  if (ids.length === 0) return { cards: [], subscriptions: [], requests: [], notices: [] };
  await applyCardDeadlines(deps, ids);
  const today = deps.clock.today();
  const [cards, mains, requests, expired, customerType] = await Promise.all([
    ownCards(deps.db, ids),
    cardBilledMains(deps.db, ids),
    pendingRequests(deps.db, ids),
    recentlyExpired(deps.db, ids, today),
    payerType(deps.db, ids),
  ]);
  const onCards = await subscriptionsOnCards(
    deps.db,
    cards.map((c) => c.id),
  );
  const feeLabel = paperInvoiceFeeLabel(deps, customerType);
  return {
    cards: cards.map((c) => cardSummary(c, onCards, today)),
    subscriptions: mains
      .filter((m) => isCharged(m.sub, today))
      .map((m) => cardSubscription(m, cards)),
    requests: requests.map((r) => {
      const reason = cardRequestReasonOf(r.request.reason);
      return {
        subscriptionNumber: r.subscriptionNumber,
        productName: r.productName,
        deadline: r.request.deadline,
        deadlineLabel: formatDate(r.request.deadline),
        feeLabel,
        text: cardRequestText(formatDate(r.request.deadline), feeLabel),
        reason,
        reasonText: cardRequestReasonText(reason, r.card ? cardLabel(r.card) : null),
      };
    }),
    notices: expired.map(
      (e) =>
        `${e.productName} (${e.subscriptionNumber}): ${cardRequestExpiredText(formatMoney(e.feeCents ?? 0))}`,
    ),
  };
}
