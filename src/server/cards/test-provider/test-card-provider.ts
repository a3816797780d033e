import { randomBytes } from 'node:crypto';
import { CHARGE_DECLINED_LAST4, CHARGE_NEEDS_CUSTOMER_LAST4 } from '~/domain/cards/test-cards';
import type { CardProvider, ProviderCard } from '../card-provider';
import { RESULT_PARAM } from '../card-provider';
import { signToken, verifyToken } from './signed-token';

// The built-in test provider: its hosted page (hosted-page.ts) and the portal's side of it.

export const HOSTED_PAGE_PATH = '/korttipalvelu/kortti';
export const THREE_D_SECURE_PATH = '/korttipalvelu/vahvistus';
/** How long the customer has on the hosted page, and how long its answer is valid. */
export const SESSION_MINUTES = 30;

/** A session as the hosted page reads it from its `istunto` parameter. */
export interface TestSession {
  /** The portal's reference (its card setup id). */
  ref: string;
  /** Absolute return address of the portal. */
  ret: string;
}

type Answer =
  { ref: string; status: 'SUCCEEDED'; card: ProviderCard } | { ref: string; status: 'CANCELLED' };

export function createTestCardProvider(opts: {
  secret: string;
  baseUrl: string;
  now?: () => number;
}): CardProvider {
  const now = opts.now ?? Date.now;
  return {
    startSession: ({ reference, returnUrl }) => {
      const session: TestSession = { ref: reference, ret: returnUrl };
      const token = signToken(session, opts.secret, now() + SESSION_MINUTES * 60_000);
      const url = new URL(HOSTED_PAGE_PATH, opts.baseUrl);
      url.searchParams.set('istunto', token);
      return Promise.resolve({ redirectUrl: url.href });
    },
    // The signed answer is the visit: it carries the card, and its random token makes it unique.
    verifyAnswer: (answer) => {
      const signed = answer.get(RESULT_PARAM) ?? '';
      const verified = verifyToken<Answer>(signed, opts.secret, now());
      if (verified?.status === 'SUCCEEDED') {
        return { status: 'RETURNED', reference: verified.ref, visit: signed };
      }
      if (verified?.status === 'CANCELLED') return { status: 'CANCELLED', reference: verified.ref };
      return { status: 'INVALID' };
    },
    fetchCard: (visit) => {
      const verified = verifyToken<Answer>(visit, opts.secret, now());
      return Promise.resolve(verified?.status === 'SUCCEEDED' ? verified.card : null);
    },
    // The test provider stores nothing, so there is nothing to forget.
    removeCard: () => Promise.resolve(),
    // Charges succeed, except to the test cards documented to fail at charge time.
    charge: ({ stamp, token }) => {
      const last4 = /^tok_test_(\d{4})_/.exec(token)?.[1];
      if (last4 === CHARGE_DECLINED_LAST4) {
        return Promise.resolve({ status: 'DECLINED', reason: 'Test card: charges are declined' });
      }
      if (last4 === CHARGE_NEEDS_CUSTOMER_LAST4) {
        return Promise.resolve({ status: 'NEEDS_CUSTOMER', reason: 'Test card: 3-D Secure' });
      }
      return Promise.resolve({ status: 'CHARGED', transactionId: `test-${stamp}` });
    },
  };
}

/** The hosted page's side: the return address with the signed answer added. */
export function returnAddress(
  session: TestSession,
  answer: { status: 'SUCCEEDED'; card: Omit<ProviderCard, 'token'> } | { status: 'CANCELLED' },
  secret: string,
  now: number,
): string {
  const payload: Answer =
    answer.status === 'SUCCEEDED'
      ? {
          ref: session.ref,
          status: 'SUCCEEDED',
          card: { ...answer.card, token: newToken(answer.card.last4) },
        }
      : { ref: session.ref, status: 'CANCELLED' };
  const url = new URL(session.ret);
  url.searchParams.set(RESULT_PARAM, signToken(payload, secret, now + SESSION_MINUTES * 60_000));
  return url.href;
}

/** The last four digits in the token tell the test provider's charge() which test card it is. */
const newToken = (last4: string) => `tok_test_${last4}_${randomBytes(12).toString('hex')}`;

export const readSession = (token: string | null, secret: string, now: number) =>
  token ? verifyToken<TestSession>(token, secret, now) : null;
