import { and, eq, gte, inArray, lt, or } from 'drizzle-orm';
import {
  FALLBACK_METHOD,
  cardRequestDeadline,
  cardRequestExpiredText,
  isCardMethod,
} from '~/domain/cards/card-rules';
import { formatMoney } from '~/domain/shared/money';
import { addDays } from '~/domain/shared/dates';
import type { AppDeps } from '../app-context';
import { audit } from '../audit';
import { portalConfig } from '../api/config/register';
import type { Db } from '../db/client';
import { cardRequests } from '../db/schema/cards';
import { customers } from '../db/schema/customers';
import { products } from '../db/schema/products';
import { subscriptions } from '../db/schema/subscriptions';
import { queueEmail } from '../email/outbox';

// Spec §4: "a card not added by the deadline turns billing into paper invoice with a fee".
// applyCardDeadlines runs on read (the cards page applies the customer's own overdue requests
// before it answers) and as a job for everyone (apply-card-deadlines-cli.ts).

/** The paper invoicing fee of the feature flag (spec §3), for consumers or businesses. */
export function paperInvoiceFeeCents(deps: AppDeps, customerType: string): number {
  const { consumerCents, businessCents } = portalConfig(deps).featureFlags.paperInvoicePrice;
  return customerType === 'COMPANY' || customerType === 'COMMUNITY' ? businessCents : consumerCents;
}

/**
 * Asks for a card for a card-billed subscription that has none (e.g. the payment method was
 * just changed to card): billing falls back to paper invoice if none arrives by the deadline.
 * Keeps an already pending request. Call inside the change's transaction.
 */
export async function openCardRequest(
  tx: Db,
  sub: { id: string; customerId: string },
  today: string,
  now: Date,
): Promise<string> {
  const [pending] = await tx
    .select({ deadline: cardRequests.deadline })
    .from(cardRequests)
    .where(and(eq(cardRequests.subscriptionId, sub.id), eq(cardRequests.status, 'PENDING')));
  if (pending) return pending.deadline;
  const deadline = cardRequestDeadline(today);
  await tx.insert(cardRequests).values({
    subscriptionId: sub.id,
    customerId: sub.customerId,
    deadline,
    createdAt: now,
  });
  return deadline;
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
 * and its card-billed add-ons turn into paper invoices with the fee, with an audit row and an
 * e-mail, each request in its own transaction. A request is locked and re-read first, so two
 * runs at once apply it once.
 */
export async function applyCardDeadlines(
  deps: AppDeps,
  customerIds?: string[],
): Promise<ExpiredRequest[]> {
  const today = deps.clock.today();
  const due = await deps.db
    .select({ id: cardRequests.id })
    .from(cardRequests)
    .where(
      and(
        eq(cardRequests.status, 'PENDING'),
        lt(cardRequests.deadline, today),
        customerIds ? inArray(cardRequests.customerId, customerIds) : undefined,
      ),
    );
  const expired: ExpiredRequest[] = [];
  for (const { id } of due) {
    const result = await deps.db.transaction((tx) => expireRequest(tx, deps, id));
    if (result) expired.push(result);
  }
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
  const feeCents = paperInvoiceFeeCents(deps, payer?.customerType ?? 'PERSON');

  // A card that arrived meanwhile wins: the request is simply fulfilled.
  if (sub.paymentCardId !== null || !isCardMethod(sub.paymentMethod)) {
    await fulfilCardRequests(tx, sub.id, now);
    return null;
  }
  await tx
    .update(subscriptions)
    .set({ paymentMethod: FALLBACK_METHOD, paymentCardId: null })
    .where(
      and(
        or(eq(subscriptions.id, sub.id), eq(subscriptions.parentSubscriptionId, sub.id)),
        inArray(subscriptions.paymentMethod, ['CREDIT_CARD', 'CARD']),
      ),
    );
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
        text: [
          'Hei,',
          '',
          `${row.productName} (tilausnumero ${sub.subscriptionNumber}):`,
          cardRequestExpiredText(formatMoney(feeCents)),
          '',
          'Voit lisätä maksukortin ja vaihtaa maksutavan Omilla sivuilla kohdassa Laskut.',
          '',
          'Ystävällisin terveisin',
          'Asiakaspalvelu',
        ].join('\n'),
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
