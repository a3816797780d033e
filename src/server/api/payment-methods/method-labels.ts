import { formatDate } from '~/domain/shared/dates';
import { formatMoney } from '~/domain/shared/money';
import { paymentMethodLabel } from '~/domain/invoices/payment-method-label';
import type { PaymentMethod } from '~/domain/invoices/enums';
import type { PendingChange } from '~/domain/payment-methods/views';
import type { paymentCards } from '../../db/schema/payments';
import type { paymentMethodChanges } from '../../db/schema/billing-changes';

type Card = Pick<typeof paymentCards.$inferSelect, 'brand' | 'last4'>;

export const feeLabel = (cents: number): string =>
  cents > 0 ? `+${formatMoney(cents)} / lasku` : '';

/** 'Maksukortti (Visa, päättyy 4242)', 'Paperilasku (laskutuslisällä) 3,95 € / lasku'. */
export function storedMethodLabel(method: string, card: Card | null, feeCents = 0): string {
  const label = paymentMethodLabel(method as PaymentMethod, card);
  return feeCents > 0 ? `${label} ${formatMoney(feeCents)} / lasku` : label;
}

export function pendingMethodOf(
  row: {
    change: Pick<
      typeof paymentMethodChanges.$inferSelect,
      'toMethod' | 'feeCents' | 'effectiveDate'
    >;
    card: Card | null;
  } | null,
): PendingChange | null {
  if (!row) return null;
  return {
    label: storedMethodLabel(row.change.toMethod, row.card, row.change.feeCents),
    effectiveDate: row.change.effectiveDate,
    effectiveDateLabel: formatDate(row.change.effectiveDate),
  };
}

export const cardLabel = (c: {
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}): string => `${c.brand}, päättyy ${c.last4} (voimassa ${c.expiryMonth}/${c.expiryYear})`;
