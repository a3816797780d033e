import type { Env } from '../env';
import { createTestCardProvider } from './test-provider/test-card-provider';

// The card provider behind one interface (DESIGN.md "outside services are adapters"). Providers
// of hosted card pages (Nets, Paytrail, Stripe, Adyen) all work alike: the portal starts a
// session with a return address, the customer types the card on the provider's page, and the
// provider sends the customer back with an answer that the portal verifies with the provider.
// Only a token and display data (brand, last four digits, expiry) ever reach the portal.

/** What the portal stores of a card: never the number or the security code. */
export interface ProviderCard {
  token: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** The verified outcome of one visit to the hosted page. */
export type CardSessionResult =
  | { status: 'SUCCEEDED'; reference: string; card: ProviderCard }
  | { status: 'CANCELLED'; reference: string }
  | { status: 'INVALID' };

export interface CardProvider {
  /** The hosted page to send the customer to; it returns to `returnUrl` with `kortti=<answer>`. */
  startSession(input: { reference: string; returnUrl: string }): Promise<{ redirectUrl: string }>;
  /** Verifies the answer the customer came back with (a forged or stale one is INVALID). */
  readResult(answer: string): Promise<CardSessionResult>;
  /** Tells the provider to forget a deleted card. */
  removeCard(token: string): Promise<void>;
}

/** The query parameter the provider adds to the return address. */
export const RESULT_PARAM = 'kortti';

/**
 * The configured provider. Only the built-in test provider exists yet; it serves its hosted
 * page from this server under /korttipalvelu (src/pages/korttipalvelu/[...path].ts), so its
 * address is the portal's own origin.
 */
export function cardProviderFor(env: Env, origin: string, now: () => Date): CardProvider {
  return createTestCardProvider({
    secret: env.CARD_PROVIDER_SECRET,
    baseUrl: origin,
    now: () => now().getTime(),
  });
}
