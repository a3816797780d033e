import { z } from 'zod';
import { cardRequestText } from '../cards/card-rules';
import { formatDate } from '../shared/dates';
import { formatMoney } from '../shared/money';
import { choosableMethodSchema } from './method-options';

// The payment-methods API's answers, with the Finnish texts computed on the server (decision 0004).

export const pendingChangeSchema = z.object({
  /** What changes, e.g. 'Paperilasku' or 'Laskutusväli 3 kk, 114,90 €'. */
  label: z.string(),
  /** yyyy-MM-dd: the first day of the next billing period. */
  effectiveDate: z.string(),
  effectiveDateLabel: z.string(),
});
export type PendingChange = z.infer<typeof pendingChangeSchema>;

/** A card the customer still has to add, by a deadline (spec §4). */
const cardRequestViewSchema = z.object({
  /** yyyy-MM-dd: the last day to add the card. */
  deadline: z.string(),
  deadlineLabel: z.string(),
  /** 'Lisää maksukortti viimeistään 5.12.2026. Muuten tilaus laskutetaan paperilaskulla, …' */
  text: z.string(),
});
export type CardRequestView = z.infer<typeof cardRequestViewSchema>;

export const cardRequestViewOf = (deadline: string, feeCents: number): CardRequestView => ({
  deadline,
  deadlineLabel: formatDate(deadline),
  text: cardRequestText(formatDate(deadline), formatMoney(feeCents)),
});

const billingRowSchema = z.object({
  subscriptionNumber: z.string(),
  productName: z.string(),
  /** e.g. 'Maksukortti (Visa, päättyy 1111)'. */
  methodLabel: z.string(),
  /** e.g. '39,90 € / 1 kk'. */
  priceLabel: z.string(),
  /** A retention discount coming or running (src/domain/cancellation/retention-discount.ts). */
  priceNote: z.string().nullable(),
  periodLabel: z.string(),
  periodEndLabel: z.string(),
  pendingMethod: pendingChangeSchema.nullable(),
  pendingPeriod: pendingChangeSchema.nullable(),
  /** The card the customer still has to add, when billing waits for one. */
  cardRequest: cardRequestViewSchema.nullable(),
  /** Why the payment method cannot be changed; null when it can. */
  methodBlock: z.string().nullable(),
  /** Why the billing period cannot be changed; null when it can. */
  periodBlock: z.string().nullable(),
});
export type BillingRow = z.infer<typeof billingRowSchema>;

export const billingOverviewSchema = z
  .object({
    subscriptions: z.array(billingRowSchema),
    /** The paper invoice fee of this customer, e.g. 'Paperilaskun laskutuslisä on 3,95 € / lasku.' */
    paperInvoiceFeeText: z.string(),
  })
  .meta({ id: 'BillingOverview' });
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

const methodOptionSchema = z.object({
  method: choosableMethodSchema,
  label: z.string(),
  description: z.string(),
  feeCents: z.number().int(),
  /** '+3,95 € / lasku' or ''. */
  feeLabel: z.string(),
  current: z.boolean(),
  requiresStrongIdentification: z.boolean(),
});
export type MethodOption = z.infer<typeof methodOptionSchema>;

const cardChoiceSchema = z.object({
  id: z.string(),
  /** 'Visa, päättyy 1111 (voimassa 12/2028)'. */
  label: z.string(),
  current: z.boolean(),
});

export const methodChoiceSchema = z
  .object({
    subscriptionNumber: z.string(),
    productName: z.string(),
    methodLabel: z.string(),
    options: z.array(methodOptionSchema),
    cards: z.array(cardChoiceSchema),
    effectiveDate: z.string(),
    effectiveDateLabel: z.string(),
    /** 'Uusi laskutustapa tulee voimaan 21.12.2026, kun laskutuskausi vaihtuu.' */
    effectiveText: z.string(),
    pending: pendingChangeSchema.nullable(),
    cardRequest: cardRequestViewSchema.nullable(),
  })
  .meta({ id: 'MethodChoice' });
export type MethodChoice = z.infer<typeof methodChoiceSchema>;

export const methodChangeResultSchema = z
  .object({
    subscriptionNumber: z.string(),
    pending: pendingChangeSchema,
    /** The confirmation shown, also e-mailed. */
    notice: z.string(),
    /** Set when the customer chose a card still to be added: go on to the card provider. */
    cardRequest: cardRequestViewSchema.nullable(),
  })
  .meta({ id: 'MethodChangeResult' });
export type MethodChangeResult = z.infer<typeof methodChangeResultSchema>;

export const effectiveText = (what: string, dateLabel: string): string =>
  `${what} tulee voimaan ${dateLabel}, kun laskutuskausi vaihtuu.`;
