import { z } from 'zod';
import { CARD_REQUEST_REASONS } from './card-rules';

// The answers of the card routes. Labels are computed on the server (decision 0004).

const cardUseSchema = z.object({
  subscriptionNumber: z.string(),
  productName: z.string(),
});
export type CardUse = z.infer<typeof cardUseSchema>;

const cardSummarySchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  /** 'Visa, päättyy 1111' */
  label: z.string(),
  /** '12/2028' */
  expiryLabel: z.string(),
  expired: z.boolean(),
  /** The subscriptions that will still be charged to this card. */
  usedBy: z.array(cardUseSchema),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

/** A card-billed main subscription (its add-ons are billed with it). */
const cardSubscriptionSchema = z.object({
  subscriptionNumber: z.string(),
  productName: z.string(),
  cardId: z.string().nullable(),
  /** 'Visa, päättyy 1111', or null while no card is set. */
  cardLabel: z.string().nullable(),
  /** yyyy-MM-dd: the first day a changed card would be charged (the next period). */
  nextChargeDate: z.string(),
  nextChargeDateLabel: z.string(),
  chargedFromText: z.string(),
});
export type CardSubscription = z.infer<typeof cardSubscriptionSchema>;

/** A subscription waiting for a card, with its deadline (spec §4). */
const cardRequestViewSchema = z.object({
  subscriptionNumber: z.string(),
  productName: z.string(),
  deadline: z.string(),
  deadlineLabel: z.string(),
  /** '2,95 €' */
  feeLabel: z.string(),
  text: z.string(),
  /** Why a card is asked for: none yet, it expires, or a charge to it was refused. */
  reason: z.enum(CARD_REQUEST_REASONS),
  /** What happened, e.g. 'Laskua ei voitu veloittaa maksukortiltasi (Visa, päättyy 0341). …' */
  reasonText: z.string(),
});
export type CardRequestView = z.infer<typeof cardRequestViewSchema>;

/** GET /cards */
export const cardsOverviewSchema = z
  .object({
    cards: z.array(cardSummarySchema),
    subscriptions: z.array(cardSubscriptionSchema),
    requests: z.array(cardRequestViewSchema),
    /** What changed since the last visit, e.g. a missed card deadline turned into paper invoicing. */
    notices: z.array(z.string()),
  })
  .meta({ id: 'CardsOverview' });
export type CardsOverview = z.infer<typeof cardsOverviewSchema>;

/** PUT /subscriptions/{n}/card, and a new card that pays a subscription. */
export const cardChangeResultSchema = z
  .object({
    subscriptionNumber: z.string(),
    productName: z.string(),
    cardLabel: z.string(),
    chargedFrom: z.string(),
    chargedFromLabel: z.string(),
    message: z.string(),
  })
  .meta({ id: 'CardChangeResult' });
export type CardChangeResult = z.infer<typeof cardChangeResultSchema>;

/** POST /cards/setups: where to send the customer (the provider's hosted page). */
export const cardSetupStartedSchema = z
  .object({ redirectUrl: z.string() })
  .meta({ id: 'CardSetupStarted' });
export type CardSetupStarted = z.infer<typeof cardSetupStartedSchema>;

/** POST /cards/setups/{id}/complete */
export const cardSetupCompletedSchema = z
  .object({
    card: z.object({ id: z.string(), label: z.string(), expiryLabel: z.string() }),
    change: cardChangeResultSchema.nullable(),
    message: z.string(),
  })
  .meta({ id: 'CardSetupCompleted' });
export type CardSetupCompleted = z.infer<typeof cardSetupCompletedSchema>;

/** DELETE /cards/{id} */
export const cardDeletedSchema = z
  .object({
    message: z.string(),
    moved: z.array(cardUseSchema),
  })
  .meta({ id: 'CardDeleted' });
export type CardDeleted = z.infer<typeof cardDeletedSchema>;
