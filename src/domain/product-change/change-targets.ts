import type { ProductFormat, ProductGroup } from '../subscriptions/enums';
import { MONTHLY_LIST_PRICES, isCompanyProduct } from './list-prices';

/** The catalogue facts the product-change rules need. */
export interface CatalogueProduct {
  code: string;
  name: string;
  familyId: string;
  productGroup: ProductGroup;
  productFormat: ProductFormat;
  isModule: boolean;
  /** ISO weekdays, 1 = Monday. */
  publicationDays: readonly number[];
}

export type ChangeDirection = 'UPGRADE' | 'DOWNGRADE';

/**
 * Products a subscription may move to: the same family (the brand stays), never itself, never an
 * add-on module, never a company product for a private customer, and only priced products.
 */
export function changeTargets<T extends Pick<CatalogueProduct, 'code' | 'familyId' | 'isModule'>>(
  current: Pick<CatalogueProduct, 'code' | 'familyId'>,
  catalogue: readonly T[],
  customer: { isCompany: boolean },
): T[] {
  return catalogue.filter(
    (p) =>
      p.familyId === current.familyId &&
      p.code !== current.code &&
      !p.isModule &&
      (customer.isCompany || !isCompanyProduct(p.code)) &&
      MONTHLY_LIST_PRICES[p.code] !== undefined,
  );
}

/**
 * An upgrade costs more per month. A move to a product of the same price costs nothing extra,
 * so it follows the downgrade rules and the customer may choose when it starts.
 */
export function changeDirection(currentMonthly: number, targetMonthly: number): ChangeDirection {
  return targetMonthly > currentMonthly ? 'UPGRADE' : 'DOWNGRADE';
}

/**
 * Spec §4 payment rules: a digital-only product is not billed on a paper invoice, so such a
 * change needs a card or an e-invoice first ('upgrade-requires-action', modal
 * paivitys-vaatii-toimenpidetta). Answers what the customer must do, or null.
 */
export function requiredAction(
  paymentMethod: string,
  target: Pick<CatalogueProduct, 'productFormat'>,
): 'PAYMENT_METHOD' | null {
  return paymentMethod === 'PAPER_INVOICE' && target.productFormat === 'DIGI'
    ? 'PAYMENT_METHOD'
    : null;
}
