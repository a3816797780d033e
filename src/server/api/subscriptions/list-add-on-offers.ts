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

/** The families' modules as the list's cards need them, prepared once per list (not per card). */
export interface AddOnCatalogue {
  /** The earliest day an add-on ordered today could start (earliestAddOnStart). */
  start: string;
  byFamily: ReadonlyMap<string, readonly FamilyModule[]>;
  priceLabels: ReadonlyMap<FamilyModule, string>;
}

export function addOnCatalogue(
  familyModules: readonly FamilyModule[],
  today: string,
): AddOnCatalogue {
  const byFamily = new Map<string, FamilyModule[]>();
  const priceLabels = new Map<FamilyModule, string>();
  for (const p of familyModules) {
    const family = byFamily.get(p.familyId);
    if (family) family.push(p);
    else byFamily.set(p.familyId, [p]);
  }
  for (const p of orderableModules(familyModules, new Set())) {
    priceLabels.set(p, formatPricePerPeriod(p.priceCents, p.periodLength, p.periodUnit));
  }
  return { start: earliestAddOnStart(today), byFamily, priceLabels };
}

/**
 * The card's add-on offers: the family's modules not already held by one of its add-ons, shown
 * only where the details page would offer ADD_ON (same verdict), each linking to its order view.
 */
export function listAddOnOffers(
  main: { subscriptionNumber: string; familyId: string },
  facts: Omit<AddOnFacts, 'hasAddOnOffers'>,
  addOns: readonly { productId: string; status: string; endDate: string | null }[],
  catalogue: AddOnCatalogue,
): ListAddOnOffer[] {
  const held = heldModuleIds(addOns, catalogue.start);
  const offers = orderableModules(catalogue.byFamily.get(main.familyId) ?? [], held);
  if (!addOnAction({ ...facts, hasAddOnOffers: offers.length > 0 }).allowed) return [];
  return offers.map((p) => ({
    productCode: p.code,
    name: p.name,
    priceLabel: catalogue.priceLabels.get(p) ?? '',
    href: addOnOrderHref(main.subscriptionNumber, p.code),
  }));
}
