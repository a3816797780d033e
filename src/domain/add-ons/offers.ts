import { z } from 'zod';

/** Spec §4, in the customer's words: when an add-on ends. */
export const ADD_ON_END_RULE_TEXT =
  'Lisätilaus jatkuu niin kauan kuin päätilaus. Jos päätilaus päättyy, lisätilaus päättyy sen ' +
  'laskutusjakson lopussa, jonka aikana päätilaus päättyy.';

/** Spec §9, in the customer's words: when an add-on starts. */
export const ADD_ON_START_RULE_TEXT =
  'Lisätilaus alkaa seuraavasta numerosta, jos tilaat sen vähintään 7 päivää ennen ' +
  'ilmestymispäivää, muuten sitä seuraavasta numerosta.';

const addOnOfferSchema = z.object({
  productCode: z.string(),
  /** Short name, e.g. 'Ristikkolisä'. */
  name: z.string(),
  /** Longer sales name, e.g. 'Päivän Sanomat Ristikkolisä'. */
  productName: z.string(),
  priceCents: z.number().int(),
  /** '3,50 € / 1 kk'. */
  priceLabel: z.string(),
  /** yyyy-MM-dd */
  startDate: z.string(),
  /** d.M.yyyy */
  startDateLabel: z.string(),
});
export type AddOnOffer = z.infer<typeof addOnOfferSchema>;

export const addOnOffersSchema = z
  .object({
    subscriptionNumber: z.string(),
    /** The main subscription's product, e.g. 'Päivän Sanomat 7 pv'. */
    productName: z.string(),
    offers: z.array(addOnOfferSchema),
    startRuleText: z.string(),
    endRuleText: z.string(),
  })
  .meta({ id: 'AddOnOffers' });
export type AddOnOffers = z.infer<typeof addOnOffersSchema>;

/** The answer of a successful order (201). */
export const addOnOrderResultSchema = z
  .object({
    /** The new add-on's own subscription number. */
    subscriptionNumber: z.string(),
    mainSubscriptionNumber: z.string(),
    productName: z.string(),
    status: z.string(),
    startDate: z.string(),
    startDateLabel: z.string(),
    priceLabel: z.string(),
    endRuleText: z.string(),
  })
  .meta({ id: 'AddOnOrderResult' });
export type AddOnOrderResult = z.infer<typeof addOnOrderResultSchema>;
