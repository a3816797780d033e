import type { InvoiceKind, PaymentState } from './enums';

/** Thrown for a kind/state pair the spec does not map (§4: "any other combination is an error"). */
export class UnmappedInvoiceStatusError extends Error {
  readonly kind: InvoiceKind;
  readonly state: PaymentState;

  constructor(kind: InvoiceKind, state: PaymentState) {
    super(`No invoice status label for kind ${kind} with payment state ${state}`);
    this.name = 'UnmappedInvoiceStatusError';
    this.kind = kind;
    this.state = state;
  }
}

/**
 * Invoice status label (spec §4). Precedence, first match wins:
 * 1. state PAID: a paid reminder or collection case is simply paid, which is what the
 *    customer needs to know;
 * 2. reminder kinds, then CANCELLED_AS_UNPAID: these say more about an unpaid invoice than
 *    'Avoin', so they win over the UNPAID/INVOICED states;
 * 3. state UNPAID or INVOICED, or kind CREDIT_NOTE: 'Avoin';
 * anything else throws, so that a new upstream combination is noticed instead of mislabelled.
 */
export function invoiceStatusLabel(kind: InvoiceKind, state: PaymentState): string {
  if (state === 'PAID') return 'Maksettu';
  if (kind === 'FIRST_REMINDER') return '1. Maksuhuomautus';
  if (kind === 'SECOND_REMINDER') return '2. Maksuhuomautus';
  if (kind === 'CANCELLED_AS_UNPAID') return 'Perinnässä';
  if (state === 'UNPAID' || state === 'INVOICED' || kind === 'CREDIT_NOTE') return 'Avoin';
  throw new UnmappedInvoiceStatusError(kind, state);
}
