import type { AddOnOffer } from '~/domain/add-ons/offers';
import { addOnStartDate } from '~/domain/add-ons/start-date';
import { formatDate } from '~/domain/shared/dates';
import { formatPricePerPeriod } from '~/domain/shared/period-units';
import { type PeriodUnit, periodUnitSchema } from '~/domain/subscriptions/enums';
import type { products } from '../../db/schema/products';

type ProductRow = typeof products.$inferSelect;
export type PricedModule = ProductRow & {
  priceCents: number;
  periodLength: number;
  periodUnit: PeriodUnit;
};

/** A module without a list price cannot be sold here: it is not offered, nor accepted. */
export function isPricedModule(p: ProductRow): p is PricedModule {
  return (
    p.isModule &&
    p.priceCents !== null &&
    p.periodLength !== null &&
    periodUnitSchema.safeParse(p.periodUnit).success
  );
}

/** The offer of one module: price per period and the first issue it would start from. */
export function offerOf(p: PricedModule, today: string): AddOnOffer {
  const startDate = addOnStartDate(today, p.publicationDays);
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
