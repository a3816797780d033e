import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import {
  CARD_METHODS,
  cardLabel,
  cardRequestText,
  isCardExpired,
  isCharged,
  isCardMethod,
  nextChargeDate,
} from '~/domain/cards/card-rules';
import { addDays, diffInDays, formatDate } from '~/domain/shared/dates';
import type { AppDeps } from '../app-context';
import { audit } from '../audit';
import { paperInvoiceFeeLabel } from '../paper-invoice-fee';
import type { Db } from '../db/client';
import { lockSubscription } from '../db/lock-subscription';
import { paymentMethodChanges } from '../db/schema/billing-changes';
import { cardRequests } from '../db/schema/cards';
import { customers } from '../db/schema/customers';
import { paymentCards } from '../db/schema/payments';
import { products } from '../db/schema/products';
import { subscriptions } from '../db/schema/subscriptions';
import { queueEmail } from '../email/outbox';
import { siteOrigin } from '../env';
import { forEachInBatches } from '../jobs/in-batches';
import { cardActionPath } from '~/domain/cards/card-paths';
import { openCardRequest } from './card-deadlines';
import { letter } from '../email/letter';

// Spec §4 with decision 0017: a card that will have expired by a subscription's next charge is
// a card-billed subscription without a usable card. Within ASK_DAYS of that charge the customer
// is asked for a new card by the usual deadline, or billing turns into paper invoice.

/** How long before the next charge an expiring card is asked to be replaced. */
const ASK_DAYS = 30;

export interface AskedCard {
  subscriptionNumber: string;
  deadline: string;
}

/** Opens a card request for every charged subscription whose card expires before its charge. */
export async function askForExpiringCards(deps: AppDeps): Promise<AskedCard[]> {
  const today = deps.clock.today();
  // A card still valid in the month of the last charge date asked about cannot have expired by
  // its charge: the database leaves those out, the rules below decide on the rest.
  const [lastYear, lastMonth] = addDays(today, ASK_DAYS).split('-').map(Number) as [number, number];
  const asked: AskedCard[] = [];
  await forEachInBatches(
    (last, limit) =>
      deps.db
        .select({ id: subscriptions.id, sub: subscriptions, card: paymentCards })
        .from(subscriptions)
        .innerJoin(paymentCards, eq(paymentCards.id, subscriptions.paymentCardId))
        .where(
          and(
            isNull(subscriptions.parentSubscriptionId),
            inArray(subscriptions.paymentMethod, [...CARD_METHODS]),
            or(
              lt(paymentCards.expiryYear, lastYear),
              and(eq(paymentCards.expiryYear, lastYear), lt(paymentCards.expiryMonth, lastMonth)),
            ),
            last ? gt(subscriptions.id, last) : undefined,
          ),
        )
        .orderBy(asc(subscriptions.id))
        .limit(limit),
    async ({ id, sub, card }) => {
      if (!isAskDue(sub, card, today)) return;
      const result = await deps.db.transaction((tx) => ask(tx, deps, id));
      if (result) asked.push(result);
    },
  );
  return asked;
}

/** Is the subscription charged, its next charge within ASK_DAYS, and its card expired by then? */
function isAskDue(
  sub: typeof subscriptions.$inferSelect,
  card: typeof paymentCards.$inferSelect,
  today: string,
): boolean {
  const charge = nextChargeDate(sub.periodEndDate);
  return (
    isCharged(sub, today) && diffInDays(charge, today) <= ASK_DAYS && isCardExpired(card, charge)
  );
}

async function ask(tx: Db, deps: AppDeps, subscriptionId: string): Promise<AskedCard | null> {
  const now = deps.clock.now();
  const today = deps.clock.today();
  await lockSubscription(tx, subscriptionId);
  const [row] = await tx
    .select({ sub: subscriptions, card: paymentCards, productName: products.name })
    .from(subscriptions)
    .innerJoin(paymentCards, eq(paymentCards.id, subscriptions.paymentCardId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(subscriptions.id, subscriptionId));
  if (!row || !isCardMethod(row.sub.paymentMethod)) return null;
  const { sub, card } = row;
  // Asked once: a pending request, or a pending move to another method, needs no new one.
  const [pending] = await tx
    .select({ id: cardRequests.id })
    .from(cardRequests)
    .where(and(eq(cardRequests.subscriptionId, sub.id), eq(cardRequests.status, 'PENDING')));
  const [moving] = await tx
    .select({ toMethod: paymentMethodChanges.toMethod })
    .from(paymentMethodChanges)
    .where(
      and(
        eq(paymentMethodChanges.subscriptionId, sub.id),
        eq(paymentMethodChanges.status, 'PENDING'),
      ),
    );
  if (pending || (moving && !isCardMethod(moving.toMethod))) return null;
  const payerId = sub.payerCustomerId ?? sub.customerId;
  const deadline = await openCardRequest(tx, { id: sub.id, customerId: payerId }, today, now, {
    cardId: card.id,
    reason: 'CARD_EXPIRING',
  });
  const [payer] = await tx
    .select({ type: customers.customerType, email: customers.contactEmail })
    .from(customers)
    .where(eq(customers.id, payerId));
  await audit(tx, {
    accountId: null,
    customerId: payerId,
    action: 'CARD_EXPIRING_REQUESTED',
    entity: 'subscription',
    entityId: sub.subscriptionNumber,
    details: { cardId: card.id, deadline, nextCharge: nextChargeDate(sub.periodEndDate) },
    at: now,
    channel: 'SYSTEM',
  });
  if (payer?.email) {
    const fee = paperInvoiceFeeLabel(deps, payer.type);
    await queueEmail(
      tx,
      {
        to: payer.email,
        kind: 'card-expiring',
        subject: 'Maksukorttisi vanhenee',
        text: letter(
          `tilauksesi ${row.productName} (tilausnumero ${sub.subscriptionNumber}) maksukortti ` +
            `${cardLabel(card)} vanhenee ennen seuraavaa veloitusta ` +
            `${formatDate(nextChargeDate(sub.periodEndDate))}.`,
          cardRequestText(formatDate(deadline), fee),
          '',
          'Voit lisätä uuden kortin Omilla sivuilla kohdassa Laskut > Maksukortit tai tästä:',
          new URL(cardActionPath(sub.subscriptionNumber), siteOrigin(deps.env)).href,
        ),
      },
      now,
    );
  }
  return { subscriptionNumber: sub.subscriptionNumber, deadline };
}
