import { formatPricePerPeriod } from '../shared/period-units';
import type { PeriodUnit } from '../subscriptions/enums';
import {
  type CatalogueProduct,
  changeDirection,
  changeTargets,
  requiredAction,
} from './change-targets';
import { priceDifferenceText, termsText } from './change-texts';
import { MONTHLY_LIST_PRICES, monthlyCents } from './list-prices';
import type { ProductChangeOption } from './product-change-options';
import { startOptions } from './start-options';

/** The subscription facts the offer depends on. */
export interface ChangeSubject {
  product: CatalogueProduct;
  priceCents: number;
  periodLength: number;
  periodUnit: PeriodUnit;
  periodEndDate: string;
  paymentMethod: string;
  isCompany: boolean;
}

/** Every product the subscription may change to, cheapest first, with its texts and dates. */
export function changeOptions(
  subject: ChangeSubject,
  catalogue: readonly CatalogueProduct[],
  today: string,
): ProductChangeOption[] {
  const currentMonthly = monthlyCents(subject.priceCents, subject.periodLength, subject.periodUnit);
  return changeTargets(subject.product, catalogue, subject)
    .map((target) => {
      const targetMonthly = MONTHLY_LIST_PRICES[target.code] ?? 0;
      const direction = changeDirection(currentMonthly, targetMonthly);
      return {
        productCode: target.code,
        name: target.name,
        productFormat: target.productFormat,
        monthlyCents: targetMonthly,
        priceLabel: formatPricePerPeriod(targetMonthly, 1, 'MONTHS'),
        differenceText: priceDifferenceText(currentMonthly, targetMonthly),
        direction,
        startOptions: startOptions(direction, today, subject.periodEndDate, target.publicationDays),
        termsText: termsText(target.productFormat),
        requiredAction: requiredAction(subject.paymentMethod, target),
      };
    })
    .sort((a, b) => a.monthlyCents - b.monthlyCents || a.name.localeCompare(b.name, 'fi'));
}
