import { changeOptions } from '~/domain/product-change/change-options';
import type { ProductChangeOptions } from '~/domain/product-change/product-change-options';
import { formatPricePerPeriod } from '~/domain/shared/period-units';
import type { AppDeps, AuthContext } from '../../app-context';
import { loadChangeContext } from './change-context';

/** GET /subscriptions/{n}/product-change/options: what the subscription may change to, with prices and dates. */
export async function getChangeOptions(
  { db, clock }: AppDeps,
  auth: AuthContext,
  number: string,
): Promise<ProductChangeOptions> {
  const today = clock.today();
  const { own, subject, catalogue } = await loadChangeContext(db, auth, number, today);
  return {
    subscriptionNumber: own.sub.subscriptionNumber,
    current: {
      productCode: subject.product.code,
      name: subject.product.name,
      productFormat: subject.product.productFormat,
      priceLabel: formatPricePerPeriod(
        subject.priceCents,
        subject.periodLength,
        subject.periodUnit,
      ),
      periodEndDate: subject.periodEndDate,
    },
    options: changeOptions(subject, catalogue, today),
  };
}
