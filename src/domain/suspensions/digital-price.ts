import { isCompanyProduct, MONTHLY_LIST_PRICES } from '../product-change/list-prices';
import { pricePerDayCents } from './breakdown';

// The day price of a kept digital part (docs/decisions/0011-suspension-rules.md): the monthly
// list price of the family's own digital product (decision 0010's price list) per day. The
// subscription's agreed price covers paper and digi together, so it cannot tell the digi share.

interface CatalogueProduct {
  code: string;
  productFormat: string;
  isModule: boolean;
}

/** The family's digital-only main product for private customers that has a list price. */
export function familyDigitalProduct<P extends CatalogueProduct>(family: readonly P[]): P | null {
  return (
    family.find(
      (p) =>
        p.productFormat === 'DIGI' &&
        !p.isModule &&
        !isCompanyProduct(p.code) &&
        MONTHLY_LIST_PRICES[p.code] !== undefined,
    ) ?? null
  );
}

/**
 * The digital part's price per day in whole cents, or null when the family sells no priced
 * digital product (then a kept digital part cannot be priced, and the server says so).
 */
export function digiDayPriceCents(family: readonly CatalogueProduct[]): number | null {
  const product = familyDigitalProduct(family);
  const monthly = product ? MONTHLY_LIST_PRICES[product.code] : undefined;
  return monthly === undefined ? null : pricePerDayCents(monthly, 1, 'MONTHS');
}
