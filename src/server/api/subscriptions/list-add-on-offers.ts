import { type SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { addOnOrderHref } from '~/domain/add-ons/order-link';
import { type ModuleProduct, heldModuleIds, orderableModules } from '~/domain/add-ons/orderable';
import { earliestAddOnStart } from '~/domain/add-ons/start-date';
import { formatPricePerPeriod } from '~/domain/shared/period-units';
import { type AddOnFacts, addOnAction } from '~/domain/subscriptions/actions';
import type { ListAddOnOffer } from '~/domain/subscriptions/subscription-summary';
import { jsonObject } from '../../db/json-object';
import { products } from '../../db/schema/products';

const moduleFields = {
  id: products.id,
  code: products.code,
  name: products.name,
  familyId: products.familyId,
  isModule: products.isModule,
  priceCents: products.priceCents,
  periodLength: products.periodLength,
  periodUnit: products.periodUnit,
};
export type FamilyModule = SelectResultFields<typeof moduleFields> & ModuleProduct;

/**
 * The module products of the given families (a subquery giving their ids) as one JSON array,
 * for the whole list in the list's own statement (never one query per card). Ordered by name,
 * as the add-on page lists them.
 */
export function familyModulesJson(familyIds: SQL): SQL<FamilyModule[]> {
  return sql<
    FamilyModule[]
  >`(select coalesce(json_agg(${jsonObject(moduleFields)} order by ${products.name}), '[]') from ${products} where ${products.isModule} and ${products.familyId} in ${familyIds})`;
}

/**
 * The card's add-on offers: the family's modules not already held by one of its add-ons, shown
 * only where the details page would offer ADD_ON (same verdict), each linking to its order view.
 */
export function listAddOnOffers(
  main: { subscriptionNumber: string; familyId: string },
  facts: Omit<AddOnFacts, 'hasAddOnOffers'>,
  addOns: readonly { productId: string; status: string; endDate: string | null }[],
  familyModules: readonly FamilyModule[],
  today: string,
): ListAddOnOffer[] {
  const held = heldModuleIds(addOns, earliestAddOnStart(today));
  const offers = orderableModules(
    familyModules.filter((p) => p.familyId === main.familyId),
    held,
  );
  if (!addOnAction({ ...facts, hasAddOnOffers: offers.length > 0 }).allowed) return [];
  return offers.map((p) => ({
    productCode: p.code,
    name: p.name,
    priceLabel: formatPricePerPeriod(p.priceCents, p.periodLength, p.periodUnit),
    href: addOnOrderHref(main.subscriptionNumber, p.code),
  }));
}
