import { asc, eq } from 'drizzle-orm';
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
