import type { PaymentMethod } from '~/domain/invoices/enums';
import { billingChangeBlock, nextPeriodStart } from '~/domain/payment-methods/billing-change-rules';
import {
  allowedMethods,
  choosableOf,
  METHOD_TEXTS,
  requiresStrongIdentification,
} from '~/domain/payment-methods/method-options';
import {
  cardRequestViewOf,
  effectiveText,
  type MethodChoice,
} from '~/domain/payment-methods/views';
import { formatDate } from '~/domain/shared/dates';
import type { ProductFormat } from '~/domain/subscriptions/enums';
import type { AppDeps, AuthContext } from '../../app-context';
import { pendingDeadlines } from '../../cards/card-deadlines';
import { paperInvoiceFeeFor } from '../../paper-invoice-fee';
import type { Db } from '../../db/client';
import {
  type BillingContext,
  loadBillingContext,
  pendingMethodChange,
  usableCards,
} from '../../billing/billing-context';
import { cardLabel, feeLabel, pendingMethodOf, storedMethodLabel } from './method-labels';
import { cannotBeChanged } from './payment-method-errors';

/** The subscription's context when its method may change, else 409 payment-method-cannot-be-changed. */
export async function changeableContext(
  db: Db,
  auth: AuthContext,
  subscriptionNumber: string,
  today: string,
): Promise<BillingContext> {
  const ctx = await loadBillingContext(db, auth, subscriptionNumber, today);
  const block = billingChangeBlock(ctx.facts);
  if (block !== null) throw cannotBeChanged(block);
  return ctx;
}

export const allowedFor = (ctx: BillingContext) =>
  allowedMethods({
    productFormat: ctx.own.sub.productFormat as ProductFormat,
    recurring: ctx.own.sub.subscriptionType === 'RECURRING',
  });

/** GET /subscriptions/{n}/payment-method/options: the choice on /laskut/laskutustavat/vaihda-laskutustapa. */
export async function methodChoice(
  deps: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
): Promise<MethodChoice> {
  const today = deps.clock.today();
  const ctx = await changeableContext(deps.db, auth, subscriptionNumber, today);
  const { sub, product } = ctx.own;
  const cards = await usableCards(deps.db, ctx.payerId, today);
  const currentCard = cards.find((c) => c.id === sub.paymentCardId) ?? null;
  const current = choosableOf(sub.paymentMethod as PaymentMethod);
  const fee = paperInvoiceFeeFor(deps, ctx.isBusiness);
  const effective = nextPeriodStart(sub.periodEndDate);
  const deadline = (await pendingDeadlines(deps.db, [sub.id])).get(sub.id);
  return {
    subscriptionNumber: sub.subscriptionNumber,
    productName: product.name,
    methodLabel: storedMethodLabel(sub.paymentMethod, currentCard),
    options: allowedFor(ctx).map((method) => {
      const feeCents = method === 'PAPER_INVOICE' ? fee : 0;
      return {
        method,
        ...METHOD_TEXTS[method],
        feeCents,
        feeLabel: feeLabel(feeCents),
        // A card subscription may still move to another card, so the card option stays open.
        current: method === current && method !== 'CREDIT_CARD',
        requiresStrongIdentification: requiresStrongIdentification(method),
      };
    }),
    cards: cards.map((c) => ({
      id: c.id,
      label: cardLabel(c),
      current: c.id === sub.paymentCardId,
    })),
    effectiveDate: effective,
    effectiveDateLabel: formatDate(effective),
    effectiveText: effectiveText('Uusi laskutustapa', formatDate(effective)),
    pending: pendingMethodOf(await pendingMethodChange(deps.db, sub.id)),
    cardRequest: deadline === undefined ? null : cardRequestViewOf(deadline, fee),
  };
}
