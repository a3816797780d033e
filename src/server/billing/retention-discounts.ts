import { asc, eq, inArray } from 'drizzle-orm';
import {
  discountNote,
  type PeriodShape,
  type RetentionDiscountTerms,
} from '~/domain/cancellation/retention-discount';
import type { Db } from '../db/client';
import { retentionDiscounts } from '../db/schema/cancellations';

/** The retention discounts accepted for a subscription, oldest first (decision 0014). */
export function discountsOf(db: Db, subscriptionId: string): Promise<RetentionDiscountTerms[]> {
  return db
    .select({
      validFrom: retentionDiscounts.validFrom,
      periods: retentionDiscounts.periods,
      discountedPriceCents: retentionDiscounts.discountedPriceCents,
      normalPriceCents: retentionDiscounts.normalPriceCents,
    })
    .from(retentionDiscounts)
    .where(eq(retentionDiscounts.subscriptionId, subscriptionId))
    .orderBy(asc(retentionDiscounts.validFrom));
}

/** The retention discounts of each subscription, oldest first, by subscription id: one query. */
export async function discountsOfAll(
  db: Db,
  subscriptionIds: string[],
): Promise<Map<string, RetentionDiscountTerms[]>> {
  const byId = new Map<string, RetentionDiscountTerms[]>();
  if (subscriptionIds.length === 0) return byId;
  const rows = await db
    .select({
      subscriptionId: retentionDiscounts.subscriptionId,
      validFrom: retentionDiscounts.validFrom,
      periods: retentionDiscounts.periods,
      discountedPriceCents: retentionDiscounts.discountedPriceCents,
      normalPriceCents: retentionDiscounts.normalPriceCents,
    })
    .from(retentionDiscounts)
    .where(inArray(retentionDiscounts.subscriptionId, subscriptionIds))
    .orderBy(asc(retentionDiscounts.validFrom));
  for (const { subscriptionId, ...terms } of rows) {
    byId.set(subscriptionId, [...(byId.get(subscriptionId) ?? []), terms]);
  }
  return byId;
}

/** The note of the discount coming or running today, for the details and billing pages. */
export function priceNoteOf(
  discounts: readonly RetentionDiscountTerms[],
  period: PeriodShape,
  today: string,
  endDate: string | null,
): string | null {
  for (const d of discounts) {
    const note = discountNote(d, period, today, endDate);
    if (note) return note;
  }
  return null;
}
