import { createHmac, timingSafeEqual } from 'node:crypto';

// Paytrail's HMAC signature (docs.paytrail.com, "Authentication"): every request, response and
// redirect carries `checkout-*` parameters and a `signature`. The signed text is each checkout-*
// parameter as `name:value`, sorted by name, one per line, then the body exactly as sent (the
// empty string when there is none). The algorithm is the one named in `checkout-algorithm`.

const SIGNATURE_ALGORITHMS = ['sha256', 'sha512'] as const;
export type SignatureAlgorithm = (typeof SIGNATURE_ALGORITHMS)[number];

const isAlgorithm = (value: string | undefined): value is SignatureAlgorithm =>
  (SIGNATURE_ALGORITHMS as readonly string[]).includes(value ?? '');

/** Only the `checkout-` parameters take part in the signature, lower-cased as headers are. */
function checkoutParams(params: Record<string, string>): [string, string][] {
  return Object.entries(params)
    .map(([name, value]): [string, string] => [name.toLowerCase(), value])
    .filter(([name]) => name.startsWith('checkout-'))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The hex HMAC of the checkout-* parameters and the body. */
export function calculateSignature(
  secret: string,
  params: Record<string, string>,
  body: string,
  algorithm: SignatureAlgorithm = 'sha256',
): string {
  const lines = checkoutParams(params).map(([name, value]) => `${name}:${value}`);
  return createHmac(algorithm, secret)
    .update([...lines, body].join('\n'))
    .digest('hex');
}

/**
 * Does `signature` sign these parameters and body, with the algorithm they name (sha256 or
 * sha512; anything else is refused)? Compared in constant time.
 */
export function isValidSignature(
  secret: string,
  params: Record<string, string>,
  body: string,
  signature: string | undefined,
): boolean {
  const algorithm = checkoutParams(params).find(([name]) => name === 'checkout-algorithm')?.[1];
  if (!isAlgorithm(algorithm) || !signature || !/^[0-9a-f]+$/i.test(signature)) return false;
  const expected = Buffer.from(calculateSignature(secret, params, body, algorithm), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
