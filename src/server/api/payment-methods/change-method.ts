import { and, eq } from 'drizzle-orm';
import { nextPeriodStart } from '~/domain/payment-methods/billing-change-rules';
import type { PaymentMethodChangeInput } from '~/domain/payment-methods/change-input';
import {
  choosableOf,
  requiresStrongIdentification,
  storedMethodOf,
} from '~/domain/payment-methods/method-options';
import type { PaymentMethod } from '~/domain/invoices/enums';
import {
  cardRequestViewOf,
  type CardRequestView,
  effectiveText,
  type MethodChangeResult,
} from '~/domain/payment-methods/views';
import { isCardMethod } from '~/domain/cards/card-rules';
import { formatDate } from '~/domain/shared/dates';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { cancelPending } from '../../billing/pending-changes';
import { paperInvoiceFeeFor } from '../../paper-invoice-fee';
import { openCardRequest } from '../../cards/card-deadlines';
import type { Db } from '../../db/client';
import { cardRequests } from '../../db/schema/cards';
import { paymentMethodChanges } from '../../db/schema/billing-changes';
import { queueEmail } from '../../email/outbox';
import { requireStrongIdentification } from '../../strong-identification/requirement';
import { lockSubscription } from '../../db/lock-subscription';
import { pendingMethodChange, usableCards } from '../../billing/billing-context';
import { billingChangeEmail } from '../../billing/billing-change-email';
import { storedMethodLabel } from './method-labels';
import { allowedFor, changeableContext } from './method-choice';
import {
  cardNotFound,
  methodAlreadyInUse,
  methodChangeAlreadyPending,
  methodNotAvailable,
} from './payment-method-errors';

/**
 * POST /subscriptions/{n}/payment-method/changes: the new method from the next billing period (spec §4), with its
 * audit row and confirmation e-mail in one transaction. An invoice method needs a strong
 * identification of this session (spec §6): 401 strong-identification-required until then.
 * A newer change replaces a pending one. A card still to be added opens a card request.
 */
export async function changeMethod(
  deps: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
  input: PaymentMethodChangeInput,
): Promise<MethodChangeResult> {
  const now = deps.clock.now();
  const today = deps.clock.today();
  const method = input.method;
  if (method === undefined) throw new Error('The schema requires a method');
  return deps.db.transaction(async (tx) => {
    const ctx = await changeableContext(tx, auth, subscriptionNumber, today);
    const { sub, product } = ctx.own;
    await lockSubscription(tx, sub.id);
    if (!allowedFor(ctx).includes(method)) throw methodNotAvailable();
    const card =
      input.cardId !== undefined
        ? (await usableCards(tx, ctx.payerId, today)).find((c) => c.id === input.cardId)
        : null;
    if (card === undefined) throw cardNotFound();

    const pending = await pendingMethodChange(tx, sub.id);
    const sameAsNow =
      choosableOf(sub.paymentMethod as PaymentMethod) === method &&
      input.newCard !== true &&
      (method !== 'CREDIT_CARD' || sub.paymentCardId === input.cardId);
    // Choosing the current method again only makes sense to undo a pending change.
    if (sameAsNow && pending === null) throw methodAlreadyInUse();
    if (requiresStrongIdentification(method)) await requireStrongIdentification(deps, auth, tx);

    const feeCents = method === 'PAPER_INVOICE' ? paperInvoiceFeeFor(deps, ctx.isBusiness) : 0;
    const toMethod = storedMethodOf(method, feeCents);
    const effectiveDate = nextPeriodStart(sub.periodEndDate);
    // Read under the row lock: of parallel identical requests only the first changes anything.
    if (
      pending !== null &&
      pending.change.toMethod === toMethod &&
      pending.change.paymentCardId === (card?.id ?? null) &&
      pending.change.feeCents === feeCents &&
      pending.change.effectiveDate === effectiveDate
    ) {
      throw methodChangeAlreadyPending(formatDate(effectiveDate));
    }
    await cancelPending(tx, paymentMethodChanges, sub.id, now);
    const [row] = await tx
      .insert(paymentMethodChanges)
      .values({
        subscriptionId: sub.id,
        accountId: auth.accountId,
        fromMethod: sub.paymentMethod,
        toMethod,
        paymentCardId: card?.id ?? null,
        feeCents,
        effectiveDate,
        createdAt: now,
      })
      .returning({ id: paymentMethodChanges.id });
    // A card still to be added is asked for with a deadline (spec §4); a replaced change's
    // request is no longer wanted.
    const cardRequest = input.newCard
      ? await askForCard(tx, deps, { id: sub.id, customerId: ctx.payerId }, ctx.isBusiness)
      : await cancelCardRequests(tx, sub, now);
    const label = storedMethodLabel(toMethod, card, feeCents);
    const dateLabel = formatDate(effectiveDate);
    const notice = [effectiveText(`Uusi laskutustapa ${label}`, dateLabel), cardRequest?.text]
      .filter(Boolean)
      .join(' ');
    await audit(tx, {
      accountId: auth.accountId,
      customerId: ctx.payerId,
      action: 'PAYMENT_METHOD_CHANGED',
      entity: 'payment_method_change',
      entityId: row?.id ?? null,
      details: {
        subscriptionNumber: sub.subscriptionNumber,
        from: sub.paymentMethod,
        to: toMethod,
        effectiveDate,
      },
      at: now,
    });
    await queueEmail(
      tx,
      billingChangeEmail({
        to: auth.username,
        kind: 'payment-method-changed',
        subject: 'Laskutustapasi muuttuu',
        productName: product.name,
        subscriptionNumber: sub.subscriptionNumber,
        notice,
      }),
      now,
    );
    return {
      subscriptionNumber: sub.subscriptionNumber,
      pending: { label, effectiveDate, effectiveDateLabel: dateLabel },
      notice,
      cardRequest,
    };
  });
}

/** Opens (or keeps) the subscription's card request: the deadline and what it means. */
async function askForCard(
  tx: Db,
  deps: AppDeps,
  sub: { id: string; customerId: string },
  isBusiness: boolean,
): Promise<CardRequestView> {
  const deadline = await openCardRequest(tx, sub, deps.clock.today(), deps.clock.now());
  return cardRequestViewOf(deadline, paperInvoiceFeeFor(deps, isBusiness));
}

/**
 * Cancels the card request of a replaced change to a card still to be added. A card-billed
 * subscription that itself lacks a card keeps its request: the new change starts only later.
 */
async function cancelCardRequests(
  tx: Db,
  sub: { id: string; paymentMethod: string; paymentCardId: string | null },
  now: Date,
): Promise<null> {
  if (isCardMethod(sub.paymentMethod) && sub.paymentCardId === null) return null;
  await tx
    .update(cardRequests)
    .set({ status: 'CANCELLED', resolvedAt: now })
    .where(and(eq(cardRequests.subscriptionId, sub.id), eq(cardRequests.status, 'PENDING')));
  return null;
}
