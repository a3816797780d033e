import { z } from 'zod';
import {
  periodUnitSchema,
  productFormatSchema,
  subscriptionStatusSchema,
  subscriptionTypeSchema,
} from './enums';
import { statusBadgeSchema } from '../shared/status-badge';
import { subscriptionDisplayStateSchema } from './status-label';

export const subscriptionListQuerySchema = z.strictObject({
  /** active (default) or ended (finished within the last 12 months). */
  scope: z.enum(['active', 'ended']).default('active'),
});

const moduleSummarySchema = z.object({
  subscriptionNumber: z.string(),
  productName: z.string(),
  status: subscriptionStatusSchema,
});

/** A short add-on offer on a subscription card, linking to its order view. */
const listAddOnOfferSchema = z.object({
  productCode: z.string(),
  /** Short name, e.g. 'Ristikkolisä'. */
  name: z.string(),
  /** '3,50 € / 1 kk'. */
  priceLabel: z.string(),
  /** The add-on page with the lisatilaus order view open (spec §2). */
  href: z.string(),
});
export type ListAddOnOffer = z.infer<typeof listAddOnOfferSchema>;

/** One row of the subscription list: raw facts plus the Finnish texts the screen shows. */
const subscriptionSummarySchema = z.object({
  id: z.string(),
  subscriptionNumber: z.string(),
  productName: z.string(),
  /** The product family (publication), e.g. 'paivan-sanomat': its mark and colour. */
  familyId: z.string(),
  familyName: z.string(),
  productFormat: productFormatSchema,
  status: subscriptionStatusSchema,
  subscriptionType: subscriptionTypeSchema,
  startDate: z.string(),
  endDate: z.string().nullable(),
  periodStartDate: z.string(),
  periodEndDate: z.string(),
  priceCents: z.number().int(),
  periodUnit: periodUnitSchema,
  periodLength: z.number().int(),
  displayState: subscriptionDisplayStateSchema,
  statusLabel: z.string(),
  badge: statusBadgeSchema,
  kindLabel: z.string(),
  /** e.g. '39,90 € / 1 kk' */
  priceLabel: z.string(),
  /** e.g. '1.11.2026–30.11.2026' */
  periodLabel: z.string(),
  /** Digital reading rights, e.g. '2/3 vapaana (1 jaettu)'; null when none are included. */
  readingRightsLabel: z.string().nullable(),
  /** The same as numbers, for the meter: claimed by readers and open invitations. */
  readingRights: z
    .object({ total: z.number().int(), claimed: z.number().int(), pending: z.number().int() })
    .nullable(),
  /** Short Finnish notes: gift, address changes, in-app purchase, managed in Ruutu or Supla. */
  notes: z.array(z.string()),
  modules: z.array(moduleSummarySchema),
  /** Add-ons that can be ordered to it; empty where the details page offers no add-ons. */
  addOnOffers: z.array(listAddOnOfferSchema),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const subscriptionListSchema = z
  .object({
    today: z.string(),
    subscriptions: z.array(subscriptionSummarySchema),
  })
  .meta({ id: 'SubscriptionList' });
export type SubscriptionList = z.infer<typeof subscriptionListSchema>;
