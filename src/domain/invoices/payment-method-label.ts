import type { PaymentMethod } from './enums';

/** The card a card-paid subscription is charged to; only display data, never the token. */
export interface PaymentCardInfo {
  brand: string;
  last4: string;
}

// Plain Finnish names customers know from their bank and invoices. DIRECT_DEBIT is the old
// "suoraveloitus" and DIRECT_PAY its successor "suoramaksu"; NET_INVOICE and E_INVOICE_B2B are
// both what Finnish companies call "verkkolasku", while E_INVOICE is the consumer "e-lasku".
const LABELS: Record<PaymentMethod, string> = {
  PAPER_INVOICE: 'Paperilasku',
  DIRECT_DEBIT: 'Suoraveloitus',
  EMAIL_INVOICE: 'Sähköpostilasku',
  E_INVOICE: 'E-lasku',
  PAPER_INVOICE_WITH_CHARGE: 'Paperilasku (laskutuslisällä)',
  DIRECT_PAY: 'Suoramaksu',
  CREDIT_CARD: 'Maksukortti',
  CARD: 'Maksukortti',
  NET_INVOICE: 'Verkkolasku',
  E_INVOICE_B2B: 'Verkkolasku',
};

const CARD_METHODS: ReadonlySet<PaymentMethod> = new Set(['CREDIT_CARD', 'CARD']);

/**
 * 'Maksukortti (Visa, päättyy 1111)' for a card with a known card, otherwise the method's name.
 * A card method without a card row (deleted card) still says 'Maksukortti' rather than guess.
 */
export function paymentMethodLabel(method: PaymentMethod, card?: PaymentCardInfo | null): string {
  const label = LABELS[method];
  if (!CARD_METHODS.has(method) || !card) return label;
  return `${label} (${card.brand}, päättyy ${card.last4})`;
}
