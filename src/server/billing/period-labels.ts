import { monthlyCents } from '~/domain/product-change/list-prices';
import { formatDate } from '~/domain/shared/dates';
import { formatMoney } from '~/domain/shared/money';
import { formatPeriod, formatPricePerPeriod } from '~/domain/shared/period-units';
import type { PeriodUnit } from '~/domain/subscriptions/enums';
import type { PendingChange } from '~/domain/payment-methods/views';
import type { billingPeriodChanges } from '../db/schema/billing-changes';

/** 'Laskutusväli 3 kk (114,90 € / 3 kk)'. */
export const periodChangeLabel = (unit: PeriodUnit, length: number, priceCents: number): string =>
  `Laskutusväli ${formatPeriod(length, unit)} (${formatPricePerPeriod(priceCents, length, unit)})`;

/** '38,30 € / kk' */
export const monthlyLabel = (unit: PeriodUnit, length: number, priceCents: number): string =>
  `${formatMoney(monthlyCents(priceCents, length, unit))} / kk`;

export function pendingPeriodOf(
  row: Pick<
    typeof billingPeriodChanges.$inferSelect,
    'toPeriodUnit' | 'toPeriodLength' | 'toPriceCents' | 'effectiveDate'
  > | null,
): PendingChange | null {
  if (!row) return null;
  return {
    label: periodChangeLabel(row.toPeriodUnit as PeriodUnit, row.toPeriodLength, row.toPriceCents),
    effectiveDate: row.effectiveDate,
    effectiveDateLabel: formatDate(row.effectiveDate),
  };
}
