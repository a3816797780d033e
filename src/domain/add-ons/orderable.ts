import { type PeriodUnit, type SubscriptionStatus, periodUnitSchema } from '../subscriptions/enums';

/** The catalogue facts that decide whether a module can be sold here. */
export interface ModuleProduct {
  id: string;
  isModule: boolean;
  priceCents: number | null;
  periodLength: number | null;
  periodUnit: string | null;
}

export type PricedModule<T extends ModuleProduct> = T & {
  priceCents: number;
  periodLength: number;
  periodUnit: PeriodUnit;
};

/** A module without a list price cannot be sold here: it is not offered, nor accepted. */
export function isPricedModule<T extends ModuleProduct>(p: T): p is PricedModule<T> {
  return (
    p.isModule &&
    p.priceCents !== null &&
    p.periodLength !== null &&
    periodUnitSchema.safeParse(p.periodUnit).success
  );
}

/**
 * An add-on that runs on `from` or later holds its product: the same module cannot be ordered
 * to start while it still runs (issue 20 item 2: a cancelled add-on runs to its end date, so a
 * new one from an earlier date would overlap and be paid twice). A finished one, or a cancelled
 * one that ends before `from`, may be ordered again.
 */
export function holdsModule(
  addOn: { status: string; endDate: string | null },
  from: string,
): boolean {
  if (addOn.status === ('FINISHED' satisfies SubscriptionStatus)) return false;
  if (addOn.endDate === null) return addOn.status !== ('CANCELLED' satisfies SubscriptionStatus);
  return addOn.endDate >= from;
}

/** The product ids that the add-ons hold from `from` on (holdsModule). */
export function heldModuleIds(
  addOns: readonly { productId: string; status: string; endDate: string | null }[],
  from: string,
): Set<string> {
  return new Set(addOns.filter((a) => holdsModule(a, from)).map((a) => a.productId));
}

/**
 * The modules of the main product's family that can be ordered to a main subscription: priced,
 * and not already running on it (`heldProductIds`, see holdsModule). The catalogue order is kept.
 */
export function orderableModules<T extends ModuleProduct>(
  familyProducts: readonly T[],
  heldProductIds: ReadonlySet<string>,
): PricedModule<T>[] {
  return familyProducts.filter(
    (p): p is PricedModule<T> => isPricedModule(p) && !heldProductIds.has(p.id),
  );
}
