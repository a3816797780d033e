import { describe, expect, it } from 'vitest';
import { calculateSignature, isValidSignature } from '~/server/cards/paytrail/signature';

// The example of Paytrail's documentation (docs.paytrail.com, "Authentication" → "HMAC
// calculation"): account 375917, secret SAIPPUAKAUPPIAS, a payment request, and the HMAC the
// documentation gives for it.
const SECRET = 'SAIPPUAKAUPPIAS';
const HEADERS = {
  'checkout-account': '375917',
  'checkout-algorithm': 'sha256',
  'checkout-method': 'POST',
  'checkout-nonce': '564635208570151',
  'checkout-timestamp': '2018-07-06T10:01:31.904Z',
};
const BODY = JSON.stringify({
  stamp: 'unique-identifier-for-merchant',
  reference: '3759170',
  amount: 1525,
  currency: 'EUR',
  language: 'FI',
  items: [
    {
      unitPrice: 1525,
      units: 1,
      vatPercentage: 24,
      productCode: '#1234',
      deliveryDate: '2018-09-01',
    },
  ],
  customer: { email: 'test.customer@example.com' },
  redirectUrls: {
    success: 'https://ecom.example.com/cart/success',
    cancel: 'https://ecom.example.com/cart/cancel',
  },
});
const DOCUMENTED = '3708f6497ae7cc55a2e6009fc90aa10c3ad0ef125260ee91b19168750f6d74f6';

describe('Paytrail signature', () => {
  it('gives the HMAC of the documentation example', () => {
    expect(calculateSignature(SECRET, HEADERS, BODY)).toBe(DOCUMENTED);
  });

  it('ignores parameters that are not checkout-* and the order they come in', () => {
    const shuffled = {
      signature: 'ignored',
      'content-type': 'application/json',
      ...Object.fromEntries(Object.entries(HEADERS).reverse()),
    };
    expect(calculateSignature(SECRET, shuffled, BODY)).toBe(DOCUMENTED);
  });

  it('accepts the documented signature and refuses any change to it or to what it signs', () => {
    expect(isValidSignature(SECRET, HEADERS, BODY, DOCUMENTED)).toBe(true);
    expect(isValidSignature(SECRET, HEADERS, BODY, DOCUMENTED.toUpperCase())).toBe(true);
    expect(isValidSignature(SECRET, HEADERS, BODY, `${DOCUMENTED.slice(0, -1)}5`)).toBe(false);
    expect(isValidSignature(SECRET, HEADERS, `${BODY} `, DOCUMENTED)).toBe(false);
    expect(isValidSignature(SECRET, { ...HEADERS, 'checkout-nonce': '1' }, BODY, DOCUMENTED)).toBe(
      false,
    );
    expect(isValidSignature('WRONG', HEADERS, BODY, DOCUMENTED)).toBe(false);
    expect(isValidSignature(SECRET, HEADERS, BODY, undefined)).toBe(false);
    expect(isValidSignature(SECRET, HEADERS, BODY, 'not-hex')).toBe(false);
    expect(isValidSignature(SECRET, HEADERS, BODY, DOCUMENTED.slice(0, 32))).toBe(false);
  });

  it('verifies SHA-512 when checkout-algorithm names it, and refuses other algorithms', () => {
    const sha512 = { ...HEADERS, 'checkout-algorithm': 'sha512' };
    const signature = calculateSignature(SECRET, sha512, BODY, 'sha512');
    expect(signature).toHaveLength(128);
    expect(isValidSignature(SECRET, sha512, BODY, signature)).toBe(true);
    // The same HMAC claimed as sha256 does not pass.
    expect(isValidSignature(SECRET, HEADERS, BODY, signature)).toBe(false);
    const md5 = { ...HEADERS, 'checkout-algorithm': 'md5' };
    expect(isValidSignature(SECRET, md5, BODY, DOCUMENTED)).toBe(false);
  });

  it('signs a redirect with no body as the parameters and an empty last line', () => {
    const redirect = { ...HEADERS, 'checkout-method': 'GET', 'checkout-status': 'ok' };
    const signature = calculateSignature(SECRET, redirect, '');
    expect(isValidSignature(SECRET, redirect, '', signature)).toBe(true);
  });
});
