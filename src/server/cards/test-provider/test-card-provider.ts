import { randomBytes } from 'node:crypto';
import type { CardProvider, CardSessionResult, ProviderCard } from '../card-provider';
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
    readResult: (answer) => {
      const verified = verifyToken<Answer>(answer, opts.secret, now());
      let result: CardSessionResult = { status: 'INVALID' };
      if (verified?.status === 'SUCCEEDED') {
        result = { status: 'SUCCEEDED', reference: verified.ref, card: verified.card };
      } else if (verified?.status === 'CANCELLED') {
        result = { status: 'CANCELLED', reference: verified.ref };
      }
      return Promise.resolve(result);
    },
    // The test provider stores nothing, so there is nothing to forget.
    removeCard: () => Promise.resolve(),
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
      ? { ref: session.ref, status: 'SUCCEEDED', card: { ...answer.card, token: newToken() } }
      : { ref: session.ref, status: 'CANCELLED' };
  const url = new URL(session.ret);
  url.searchParams.set(RESULT_PARAM, signToken(payload, secret, now + SESSION_MINUTES * 60_000));
  return url.href;
}

const newToken = () => `tok_test_${randomBytes(12).toString('hex')}`;

export const readSession = (token: string | null, secret: string, now: number) =>
  token ? verifyToken<TestSession>(token, secret, now) : null;
