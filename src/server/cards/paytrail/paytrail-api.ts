import { randomUUID } from 'node:crypto';
import { calculateSignature, isValidSignature } from './signature';

// Signed calls to Paytrail's API (docs.paytrail.com, "Authentication"): each request carries the
// checkout-* headers and their HMAC; each successful answer is signed the same way and is read
// only when its signature holds. The adapter's only door to Paytrail.

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export interface PaytrailConfig {
  merchantId: string;
  secretKey: string;
  /** The API's address, default https://services.paytrail.com (PAYTRAIL_API_URL). */
  apiUrl: string;
  now: () => Date;
  fetch?: FetchLike;
}

/** An answer Paytrail did not give, or one the portal cannot read: the outcome is unknown. */
export class PaytrailError extends Error {
  override name = 'PaytrailError';
}

/** The checkout-* parameters of one request, in Paytrail's names. */
export function checkoutParams(
  config: PaytrailConfig,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    'checkout-account': config.merchantId,
    'checkout-algorithm': 'sha256',
    'checkout-method': 'POST',
    'checkout-nonce': randomUUID(),
    'checkout-timestamp': config.now().toISOString(),
    ...extra,
  };
}

export const signed = (config: PaytrailConfig, params: Record<string, string>, body: string) => ({
  ...params,
  signature: calculateSignature(config.secretKey, params, body),
});

export interface PaytrailAnswer {
  status: number;
  body: unknown;
}

/**
 * POSTs a JSON body (or none) with signed headers. A 2xx answer whose signature does not hold
 * throws PaytrailError; other answers come back as they are (a refusal is a known outcome).
 */
export async function postSigned(
  config: PaytrailConfig,
  path: string,
  body: object | null,
  extra: Record<string, string> = {},
): Promise<PaytrailAnswer> {
  const text = body === null ? '' : JSON.stringify(body);
  const headers = signed(config, checkoutParams(config, extra), text);
  const response = await (config.fetch ?? fetch)(new URL(path, config.apiUrl).href, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
    body: text === '' ? null : text,
    redirect: 'error',
    signal: AbortSignal.timeout(15_000),
  });
  const answer = await response.text();
  if (response.ok && !answerIsSigned(config, response.headers, answer)) {
    throw new PaytrailError(`Paytrail's answer to ${path} is not signed with our secret`);
  }
  try {
    return {
      status: response.status,
      body: answer === '' ? null : (JSON.parse(answer) as unknown),
    };
  } catch (err) {
    throw new PaytrailError(`Paytrail's answer to ${path} is not JSON`, { cause: err });
  }
}

function answerIsSigned(config: PaytrailConfig, headers: Headers, body: string): boolean {
  const params: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (name.startsWith('checkout-')) params[name] = value;
  });
  return (
    params['checkout-account'] === config.merchantId &&
    isValidSignature(config.secretKey, params, body, headers.get('signature') ?? undefined)
  );
}
