import { and, asc, eq, gt, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import {
  CARD_METHODS,
  FALLBACK_METHOD,
  cardRequestDeadline,
  cardRequestExpiredText,
  isCardMethod,
  type CardRequestReason,
} from '~/domain/cards/card-rules';
import { formatMoney } from '~/domain/shared/money';
import { addDays } from '~/domain/shared/dates';
import type { AppDeps } from '../app-context';
import { audit } from '../audit';
import { isOrganisation } from '~/domain/customers/enums';
import { paperInvoiceFeeFor } from '../paper-invoice-fee';
import type { Db } from '../db/client';
import { forEachInBatches } from '../jobs/in-batches';
import { paymentMethodChanges } from '../db/schema/billing-changes';
import { cardRequests } from '../db/schema/cards';
import { customers } from '../db/schema/customers';
import { products } from '../db/schema/products';
import { subscriptions } from '../db/schema/subscriptions';
import { queueEmail } from '../email/outbox';
import { letter } from '../email/letter';

// Spec §4: "a card not added by the deadline turns billing into paper invoice with a fee". A
// request is opened for a card-billed subscription without a card, with a card that expires
// before its charge (expiring-cards.ts), or with a card a charge was refused to (card-charges.ts).
// applyCardDeadlines runs on read (the cards page applies the customer's own overdue requests
// before it answers) and as a job for everyone (src/server/billing/billing-jobs.ts).

/**
 * Asks for a card for a card-billed subscription that has none (e.g. the payment method was
 * just changed to card): billing falls back to paper invoice if none arrives by the deadline.
 * Keeps an already pending request and its deadline. Call inside the change's transaction.
 */
export async function openCardRequest(
  tx: Db,
  sub: { id: string; customerId: string },
  today: string,
  now: Date,
  /** The card that cannot pay and why (it expires, or a charge to it was refused), if any. */
  unusable: { cardId: string; reason: CardRequestReason } | null = null,
): Promise<string> {
  const [pending] = await tx
    .select({ id: cardRequests.id, deadline: cardRequests.deadline })
    .from(cardRequests)
    .where(and(eq(cardRequests.subscriptionId, sub.id), eq(cardRequests.status, 'PENDING')));
  if (pending) {
    // The deadline stands; what the customer is told follows the latest news (a refused charge).
    if (unusable) {
      await tx
        .update(cardRequests)
        .set({ cardId: unusable.cardId, reason: unusable.reason })
        .where(eq(cardRequests.id, pending.id));
    }
    return pending.deadline;
  }
  const deadline = cardRequestDeadline(today);
  await tx.insert(cardRequests).values({
    subscriptionId: sub.id,
    customerId: sub.customerId,
    deadline,
    cardId: unusable?.cardId ?? null,
    reason: unusable?.reason ?? 'NO_CARD',
    createdAt: now,
  });
  return deadline;
}

/** The deadline of each subscription's pending card request, by subscription id. */
export async function pendingDeadlines(db: Db, subscriptionIds: string[]) {
  if (subscriptionIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ subscriptionId: cardRequests.subscriptionId, deadline: cardRequests.deadline })
    .from(cardRequests)
    .where(
      and(
        inArray(cardRequests.subscriptionId, subscriptionIds),
        eq(cardRequests.status, 'PENDING'),
      ),
    );
  return new Map(rows.map((r) => [r.subscriptionId, r.deadline]));
}

/** Marks the subscription's pending requests fulfilled: a card now pays it. */
export async function fulfilCardRequests(tx: Db, subscriptionId: string, now: Date) {
  await tx
    .update(cardRequests)
    .set({ status: 'FULFILLED', resolvedAt: now })
    .where(
      and(eq(cardRequests.subscriptionId, subscriptionId), eq(cardRequests.status, 'PENDING')),
    );
}

export interface ExpiredRequest {
  subscriptionNumber: string;
  productName: string;
  feeCents: number;
}

/**
 * Applies every deadline that has passed (of `customerIds` only, when given): the subscription
 * and its card-billed add-ons turn into paper invoices with the fee (or, when the card was for a
 * pending payment method change, that change turns into one), with an audit row and an
 * e-mail, in batches (in-batches.ts), each request in its own transaction. A request is locked and re-read first, so two
 * runs at once apply it once.
 */
export async function applyCardDeadlines(
  deps: AppDeps,
  customerIds?: string[],
): Promise<ExpiredRequest[]> {
  const today = deps.clock.today();
  const expired: ExpiredRequest[] = [];
  await forEachInBatches(
    (last, limit) =>
      deps.db
        .select({ id: cardRequests.id })
        .from(cardRequests)
        .where(
          and(
            eq(cardRequests.status, 'PENDING'),
            lt(cardRequests.deadline, today),
            customerIds ? inArray(cardRequests.customerId, customerIds) : undefined,
            last ? gt(cardRequests.id, last) : undefined,
          ),
        )
        .orderBy(asc(cardRequests.id))
        .limit(limit),
    async ({ id }) => {
      const result = await deps.db.transaction((tx) => expireRequest(tx, deps, id));
      if (result) expired.push(result);
    },
  );
  return expired;
}

async function expireRequest(tx: Db, deps: AppDeps, id: string): Promise<ExpiredRequest | null> {
  const now = deps.clock.now();
  const [row] = await tx
    .select({ request: cardRequests, sub: subscriptions, productName: products.name })
    .from(cardRequests)
    .innerJoin(subscriptions, eq(subscriptions.id, cardRequests.subscriptionId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(cardRequests.id, id))
    .for('update', { of: cardRequests });
  if (row?.request.status !== 'PENDING') return null;
  const { request, sub } = row;
  const [payer] = await tx
    .select({ customerType: customers.customerType, email: customers.contactEmail })
    .from(customers)
    .where(eq(customers.id, sub.payerCustomerId ?? sub.customerId));
  const feeCents = paperInvoiceFeeFor(deps, isOrganisation(payer?.customerType ?? ''));

  const [awaited] = await tx
    .select({ id: paymentMethodChanges.id })
    .from(paymentMethodChanges)
    .where(
      and(
        eq(paymentMethodChanges.subscriptionId, sub.id),
        eq(paymentMethodChanges.status, 'PENDING'),
        inArray(paymentMethodChanges.toMethod, [...CARD_METHODS]),
        isNull(paymentMethodChanges.paymentCardId),
      ),
    );
  if (awaited) {
    // The change to a card still to be added becomes a change to paper invoice.
    await tx
      .update(paymentMethodChanges)
      .set({ toMethod: FALLBACK_METHOD, feeCents })
      .where(eq(paymentMethodChanges.id, awaited.id));
  } else if (
    (sub.paymentCardId !== null && sub.paymentCardId !== request.cardId) ||
    !isCardMethod(sub.paymentMethod)
  ) {
    // Another card that arrived meanwhile wins: the request is simply fulfilled.
    await fulfilCardRequests(tx, sub.id, now);
    return null;
  } else {
    await tx
      .update(subscriptions)
      .set({ paymentMethod: FALLBACK_METHOD, paymentCardId: null })
      .where(
        and(
          or(eq(subscriptions.id, sub.id), eq(subscriptions.parentSubscriptionId, sub.id)),
          inArray(subscriptions.paymentMethod, [...CARD_METHODS]),
        ),
      );
  }
  await tx
    .update(cardRequests)
    .set({ status: 'EXPIRED', resolvedAt: now, paperInvoiceFeeCents: feeCents })
    .where(eq(cardRequests.id, request.id));
  await audit(tx, {
    accountId: null,
    customerId: request.customerId,
    action: 'CARD_REQUEST_EXPIRED',
    entity: 'subscription',
    entityId: sub.subscriptionNumber,
    details: { deadline: request.deadline, paymentMethod: FALLBACK_METHOD, feeCents },
    at: now,
  });
  if (payer?.email) {
    await queueEmail(
      tx,
      {
        to: payer.email,
        kind: 'card-request-expired',
        subject: `Tilauksesi ${sub.subscriptionNumber} laskutetaan paperilaskulla`,
        text: letter(
          `${row.productName} (tilausnumero ${sub.subscriptionNumber}):`,
          cardRequestExpiredText(formatMoney(feeCents)),
          '',
          'Voit lisätä maksukortin ja vaihtaa maksutavan Omilla sivuilla kohdassa Laskut.',
        ),
      },
      now,
    );
  }
  return { subscriptionNumber: sub.subscriptionNumber, productName: row.productName, feeCents };
}

/** Requests that expired in the last 30 days: the cards page tells the customer about them. */
export function recentlyExpired(db: Db, customerIds: string[], today: string) {
  return db
    .select({
      subscriptionNumber: subscriptions.subscriptionNumber,
      productName: products.name,
      feeCents: cardRequests.paperInvoiceFeeCents,
    })
    .from(cardRequests)
    .innerJoin(subscriptions, eq(subscriptions.id, cardRequests.subscriptionId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(
      and(
        inArray(cardRequests.customerId, customerIds),
        eq(cardRequests.status, 'EXPIRED'),
        gte(cardRequests.deadline, addDays(today, -30)),
      ),
    );
}
