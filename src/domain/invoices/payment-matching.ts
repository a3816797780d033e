// What one bank payment does to the invoice its reference matched (staff import, issue 7).

export type PaymentOutcome = 'PAID' | 'PARTIAL' | 'ALREADY_PAID' | 'UNMATCHED';

export interface MatchFacts {
  /** null when no invoice carries the reference. */
  invoice: { paid: boolean; totalCents: number; paidSoFarCents: number } | null;
  amountCents: number;
}

/**
 * PAID when this payment brings the payments on the invoice up to its full amount (an overpayment
 * included: customer service refunds the difference); PARTIAL when something is still owed, the
 * invoice staying open; ALREADY_PAID when the invoice was paid before (a double payment to
 * refund); UNMATCHED when no invoice has the reference.
 */
export function paymentOutcome({ invoice, amountCents }: MatchFacts): PaymentOutcome {
  if (!invoice) return 'UNMATCHED';
  if (invoice.paid) return 'ALREADY_PAID';
  return invoice.paidSoFarCents + amountCents >= invoice.totalCents ? 'PAID' : 'PARTIAL';
}

/** The Finnish word staff read in the import report. */
export const OUTCOME_LABELS: Record<PaymentOutcome, string> = {
  PAID: 'Lasku maksettu',
  PARTIAL: 'Osasuoritus, lasku jää avoimeksi',
  ALREADY_PAID: 'Lasku oli jo maksettu: palautettava tai kohdistettava käsin',
  UNMATCHED: 'Viitenumerolla ei löytynyt laskua: kohdistettava käsin',
};
