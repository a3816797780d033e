import type { AddOnOffer } from '~/domain/add-ons/offers';
import { type PricedModule as Priced, isPricedModule } from '~/domain/add-ons/orderable';
import { formatDate } from '~/domain/shared/dates';
import { formatPricePerPeriod } from '~/domain/shared/period-units';
import type { products } from '../../db/schema/products';

export type PricedModule = Priced<typeof products.$inferSelect>;
export { isPricedModule };

/** The offer of one module: price per period and the first issue it starts from (add-on-start). */
export function offerOf(p: PricedModule, startDate: string): AddOnOffer {
  return {
    productCode: p.code,
    name: p.name,
    productName: p.productName,
    priceCents: p.priceCents,
    priceLabel: formatPricePerPeriod(p.priceCents, p.periodLength, p.periodUnit),
    startDate,
    startDateLabel: formatDate(startDate),
  };
}
