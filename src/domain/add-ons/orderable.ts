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
 * An add-on that still runs or is about to start holds its product: the same module cannot be
 * ordered twice. A cancelled or finished one may be ordered again.
 */
export const holdsModule = (status: string): boolean =>
  status !== ('CANCELLED' satisfies SubscriptionStatus) &&
  status !== ('FINISHED' satisfies SubscriptionStatus);

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
