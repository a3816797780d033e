import { z } from 'zod';
import type { CardCharge, CardProvider, ChargeResult, ProviderCard } from '../card-provider';
import { RESULT_PARAM } from '../card-provider';
import {
  type PaytrailConfig,
  PaytrailError,
  checkoutParams,
  postSigned,
  signed,
} from './paytrail-api';
import { isValidSignature } from './signature';

// Paytrail's token payments (docs.paytrail.com, "Tokenization"; decision 0047) behind the card
// provider interface:
// - a visit: POST /tokenization/addcard-form with the return addresses; Paytrail answers with a
//   redirect to its card page; the customer comes back with signed checkout-* parameters;
// - its answer: the signature, our account and a fresh timestamp are checked before anything is
//   read; then POST /tokenization/{checkout-tokenization-id} gives the token and display data;
// - a charge: POST /payments/token/mit/charge, its `stamp` the invoice's idempotency key.

/** How old a return may be: Paytrail sends the customer back at once. */
const RETURN_VALID_MINUTES = 60;
/** Clock difference tolerated in the other direction. */
const CLOCK_SKEW_MINUTES = 5;

const tokenAnswerSchema = z.object({
  token: z.string().min(1).max(400),
  card: z.object({
    type: z.string().min(1).max(40),
    partial_pan: z.string().regex(/^\d{4}$/),
    expire_year: z.coerce.number().int().min(2000).max(2100),
    expire_month: z.coerce.number().int().min(1).max(12),
  }),
});

/** Paytrail's card types in the spelling the portal shows elsewhere ('MasterCard' → 'Mastercard'). */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  'american express': 'American Express',
};
const brandOf = (type: string): string => BRANDS[type.toLowerCase()] ?? type;

const chargedSchema = z.object({ transactionId: z.string().min(1) });
const refusalSchema = z.object({ message: z.string().optional() }).loose();

export function createPaytrailProvider(opts: PaytrailConfig & { siteUrl: string }): CardProvider {
  const config: PaytrailConfig = opts;

  return {
    async startSession({ reference, returnUrl }) {
      const back = new URL(returnUrl);
      back.searchParams.set(RESULT_PARAM, reference);
      const fields = signed(
        config,
        checkoutParams(config, {
          'checkout-redirect-success-url': back.href,
          'checkout-redirect-cancel-url': back.href,
        }),
        '',
      );
      const response = await (config.fetch ?? fetch)(
        new URL('/tokenization/addcard-form', config.apiUrl).href,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ...fields, language: 'FI' }).toString(),
          redirect: 'manual',
          signal: AbortSignal.timeout(15_000),
        },
      );
      const location = response.headers.get('location');
      if (response.status < 300 || response.status > 303 || !location) {
        throw new PaytrailError(`addcard-form answered ${response.status} without a redirect`);
      }
      return { redirectUrl: new URL(location, config.apiUrl).href };
    },

    verifyAnswer(answer) {
      const reference = answer.get(RESULT_PARAM) ?? '';
      const params: Record<string, string> = {};
      for (const [name, value] of answer) if (name.startsWith('checkout-')) params[name] = value;
      const trusted =
        z.uuid().safeParse(reference).success &&
        isValidSignature(config.secretKey, params, '', answer.get('signature') ?? undefined) &&
        params['checkout-account'] === config.merchantId &&
        isFresh(params['checkout-timestamp'], config.now());
      if (!trusted) return { status: 'INVALID' };
      if (params['checkout-status'] !== 'ok') return { status: 'CANCELLED', reference };
      const visit = params['checkout-tokenization-id'];
      return visit ? { status: 'RETURNED', reference, visit } : { status: 'INVALID' };
    },

    fetchCard: (visit) => fetchToken(config, visit),

    // Paytrail keeps no token list to remove from: a deleted card's token is simply forgotten.
    removeCard: () => Promise.resolve(),

    async charge(input) {
      const answer = await postSigned(
        config,
        '/payments/token/mit/charge',
        chargeBody(input, opts),
      );
      return chargeResult(answer.status, answer.body);
    },
  };
}

function isFresh(timestamp: string | undefined, now: Date): boolean {
  const at = timestamp ? Date.parse(timestamp) : Number.NaN;
  if (Number.isNaN(at)) return false;
  const age = now.getTime() - at;
  return age <= RETURN_VALID_MINUTES * 60_000 && age >= -CLOCK_SKEW_MINUTES * 60_000;
}

async function fetchToken(config: PaytrailConfig, visit: string): Promise<ProviderCard | null> {
  const answer = await postSigned(config, `/tokenization/${encodeURIComponent(visit)}`, null, {
    'checkout-tokenization-id': visit,
  });
  // A refused id (unknown, used already, another merchant's) is not a card.
  if (answer.status !== 200) return null;
  const parsed = tokenAnswerSchema.safeParse(answer.body);
  if (!parsed.success) throw new PaytrailError('The token answer lacks the card data');
  const { token, card } = parsed.data;
  return {
    token,
    brand: brandOf(card.type),
    last4: card.partial_pan,
    expiryMonth: card.expire_month,
    expiryYear: card.expire_year,
  };
}

/** The MIT charge request: a payment request (docs "Create payment") with the token. */
function chargeBody(input: CardCharge, opts: { siteUrl: string }) {
  const invoices = new URL('/laskut', opts.siteUrl).href;
  return {
    stamp: input.stamp,
    reference: input.reference,
    amount: input.amountCents,
    currency: 'EUR',
    language: 'FI',
    customer: { email: input.email },
    redirectUrls: { success: invoices, cancel: invoices },
    token: input.token,
  };
}

function chargeResult(status: number, body: unknown): ChargeResult {
  if (status === 201 || status === 200) {
    const parsed = chargedSchema.safeParse(body);
    if (!parsed.success) throw new PaytrailError('The charge answer lacks its transactionId');
    return { status: 'CHARGED', transactionId: parsed.data.transactionId };
  }
  const reason = refusalSchema.safeParse(body).data?.message ?? `HTTP ${status}`;
  // 403: the card's bank wants the cardholder (3-D Secure), which a MIT charge cannot give.
  if (status === 403) return { status: 'NEEDS_CUSTOMER', reason };
  // 400: the payment failed (declined, expired card). Any other answer (401 a wrong key, 5xx)
  // says nothing about the card, so no customer is asked for a new one.
  if (status === 400) return { status: 'DECLINED', reason };
  throw new PaytrailError(`The charge answered ${status}: ${reason}`);
}
