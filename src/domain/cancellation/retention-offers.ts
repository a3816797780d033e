import { z } from 'zod';
import { formatPricePerPeriod } from '../shared/period-units';
import type { PeriodUnit, ProductFormat, SubscriptionType } from '../subscriptions/enums';

/**
 * Retention offers ("mieti vielä") per product family. This is the configuration: marketing
 * edits the lists below, each offer with a stable id (stored with every view and acceptance,
 * so an id must never be reused for a different offer). Kinds:
 * - DISCOUNT: the next `periods` billing periods at `percentOff` off the subscription's price;
 * - SWITCH_TO_DIGITAL: a product change to `productCode` of the same family at period end;
 * - SUSPEND: a suggestion to pause the paper instead (opens the suspension modal).
 */
export type RetentionOfferConfig =
  | { id: string; kind: 'DISCOUNT'; percentOff: number; periods: number }
  | { id: string; kind: 'SWITCH_TO_DIGITAL'; productCode: string }
  | { id: string; kind: 'SUSPEND' };

const RETENTION_OFFERS: Readonly<Record<string, readonly RetentionOfferConfig[]>> = {
  'paivan-sanomat': [
    { id: 'ps-alennus-50-3', kind: 'DISCOUNT', percentOff: 50, periods: 3 },
    { id: 'ps-digiin', kind: 'SWITCH_TO_DIGITAL', productCode: 'PS-DIGI' },
    { id: 'ps-keskeytys', kind: 'SUSPEND' },
  ],
  'hameen-viesti': [
    { id: 'hv-alennus-30-2', kind: 'DISCOUNT', percentOff: 30, periods: 2 },
    { id: 'hv-keskeytys', kind: 'SUSPEND' },
  ],
  'koti-ja-puutarha': [{ id: 'kp-keskeytys', kind: 'SUSPEND' }],
  'tekniikan-maailmanpyora': [{ id: 'tmp-keskeytys', kind: 'SUSPEND' }],
};

export const retentionOfferSchema = z.object({
  id: z.string(),
  kind: z.enum(['DISCOUNT', 'SWITCH_TO_DIGITAL', 'SUSPEND']),
  title: z.string(),
  description: z.string(),
  acceptLabel: z.string(),
});
export type RetentionOffer = z.infer<typeof retentionOfferSchema>;

export interface OfferContext {
  familyId: string;
  productFormat: ProductFormat;
  subscriptionType: SubscriptionType;
  priceCents: number;
  periodLength: number;
  periodUnit: PeriodUnit;
  /** Product codes of the family's main products with their formats. */
  familyProducts: readonly {
    code: string;
    name: string;
    productFormat: ProductFormat;
    isModule: boolean;
  }[];
  orderChangeInProgress: boolean;
  /** The SUSPEND verdict of actions.ts allows a suspension. */
  canSuspend: boolean;
}

/** The discounted price in whole cents, rounded half up. */
export function discountedCents(priceCents: number, percentOff: number): number {
  return Math.round((priceCents * (100 - percentOff)) / 100);
}

function periodsText(periods: number, length: number, unit: PeriodUnit): string {
  if (unit === 'MONTHS' && length === 1) return `seuraavat ${periods} kuukautta`;
  return `seuraavat ${periods} tilausjaksoa`;
}

/** One configured offer as this subscription would see it, or null when it does not fit. */
function offerFor(config: RetentionOfferConfig, ctx: OfferContext): RetentionOffer | null {
  switch (config.kind) {
    case 'DISCOUNT': {
      if (ctx.subscriptionType !== 'RECURRING' || ctx.priceCents <= 0) return null;
      const price = discountedCents(ctx.priceCents, config.percentOff);
      const priceLabel = formatPricePerPeriod(price, ctx.periodLength, ctx.periodUnit);
      const normal = formatPricePerPeriod(ctx.priceCents, ctx.periodLength, ctx.periodUnit);
      return {
        id: config.id,
        kind: config.kind,
        title: `Jatka ${config.percentOff} % edullisemmin`,
        description:
          `Jatka tilaustasi ${periodsText(config.periods, ctx.periodLength, ctx.periodUnit)} ` +
          `hintaan ${priceLabel} (normaalisti ${normal}). Alennus alkaa seuraavasta tilausjaksosta, ` +
          'ja sen jälkeen tilaus jatkuu normaalihintaan.',
        acceptLabel: 'Jatkan alennettuun hintaan',
      };
    }
    case 'SWITCH_TO_DIGITAL': {
      if (ctx.productFormat === 'DIGI' || ctx.orderChangeInProgress) return null;
      const target = ctx.familyProducts.find(
        (p) => p.code === config.productCode && !p.isModule && p.productFormat === 'DIGI',
      );
      if (!target) return null;
      return {
        id: config.id,
        kind: config.kind,
        title: `Vaihda digilehteen: ${target.name}`,
        description:
          'Lue lehteä jatkossa vain digitaalisena, edullisemmin. Vaihto tehdään nykyisen ' +
          'tilausjakson lopussa, ja siihen asti tilauksesi jatkuu ennallaan.',
        acceptLabel: 'Vaihdan digilehteen',
      };
    }
    case 'SUSPEND':
      if (!ctx.canSuspend) return null;
      return {
        id: config.id,
        kind: config.kind,
        title: 'Keskeytä jakelu lopettamisen sijaan',
        description:
          'Jos tarvitset vain tauon, voit keskeyttää paperilehden jakelun esimerkiksi matkan ' +
          'ajaksi. Tilaus jatkuu keskeytyksen jälkeen, ja saat hyvityksen keskeytyksen ajalta.',
        acceptLabel: 'Keskeytän jakelun',
      };
  }
}

/** The family's offers that fit the subscription, in the configured order. */
export function retentionOffersFor(ctx: OfferContext): RetentionOffer[] {
  // Every offer changes the subscription (price, product, delivery): none while a change waits.
  if (ctx.orderChangeInProgress) return [];
  const configs = RETENTION_OFFERS[ctx.familyId] ?? [];
  return configs.flatMap((c) => {
    const offer = offerFor(c, ctx);
    return offer ? [offer] : [];
  });
}

export function offerConfig(familyId: string, id: string): RetentionOfferConfig | undefined {
  return (RETENTION_OFFERS[familyId] ?? []).find((c) => c.id === id);
}
