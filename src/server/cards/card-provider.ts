// The card provider behind one interface (DESIGN.md "outside services are adapters"; decision
// 0017, and 0047 for Paytrail). Providers of hosted card pages all work alike: the portal starts
// a session with a return address, the customer types the card on the provider's page, and the
// provider sends the customer back with an answer that the portal verifies with the provider.
// Only a token and display data (brand, last four digits, expiry) ever reach the portal. The
// billing jobs charge the token later without the customer (a merchant-initiated charge). The
// configured one is made by configured-provider.ts; the adapters import only this interface.

/** What the portal stores of a card: never the number or the security code. */
export interface ProviderCard {
  token: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** The verified answer of one visit to the hosted page. */
export type CardAnswer =
  | {
      status: 'RETURNED';
      reference: string;
      /** The provider's one-time id of this visit: one visit completes one setup only. */
      visit: string;
    }
  | { status: 'CANCELLED'; reference: string }
  | { status: 'INVALID' };

/** A merchant-initiated charge of one invoice to a saved card. */
export interface CardCharge {
  /** The idempotency key, one per invoice: the provider refuses a second charge with it. */
  stamp: string;
  /** The invoice's reference number. */
  reference: string;
  amountCents: number;
  token: string;
  /** The payer's e-mail address (the provider's receipt). */
  email: string;
}

export type ChargeResult =
  | { status: 'CHARGED'; transactionId: string }
  /** Declined, expired or otherwise refused by the card's bank: a new card is needed. */
  | { status: 'DECLINED'; reason: string }
  /** The bank wants the cardholder present (3-D Secure): the customer must act. */
  | { status: 'NEEDS_CUSTOMER'; reason: string };

export interface CardProvider {
  /** The hosted page to send the customer to; it comes back to `returnUrl` with its answer. */
  startSession(input: { reference: string; returnUrl: string }): Promise<{ redirectUrl: string }>;
  /**
   * Verifies the answer without asking the provider: the query the customer came back with, as
   * the provider left it (a forged or stale one is INVALID).
   */
  verifyAnswer(answer: URLSearchParams): CardAnswer;
  /** The card a returned visit saved; null when the provider refuses the visit (used, unknown). */
  fetchCard(visit: string): Promise<ProviderCard | null>;
  /** Tells the provider to forget a deleted card. */
  removeCard(token: string): Promise<void>;
  /**
   * Charges a saved card. Throws when the outcome is unknown (no answer): the caller must then
   * not charge again before finding out.
   */
  charge(input: CardCharge): Promise<ChargeResult>;
}

/** The query parameter of the return address that names the portal's card setup. */
export const RESULT_PARAM = 'kortti';
