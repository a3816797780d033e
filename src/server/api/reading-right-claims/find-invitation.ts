import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps, AppEnv, AuthContext } from '../../app-context';
import { forgiveAttempt, reserveAttempt } from '../../auth/attempt-reservation';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/products';
import { readingRights, subscriptions } from '../../db/schema/subscriptions';
import { clientAddressOf } from '../../http/client-address';
import { TooManyRequestsError } from '../../http/too-many-requests';
import { activationCodeHash } from '../../reading-rights/invite-code';
import { claimRules } from './claim-limits';
import { codeNotFound } from './claim-errors';

/** The invitation a code names, with its subscription and product. */
async function invitationByCode(db: Db, code: string) {
  const [row] = await db
    .select({ right: readingRights, sub: subscriptions, product: products })
    .from(readingRights)
    .innerJoin(subscriptions, eq(subscriptions.id, readingRights.subscriptionId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(readingRights.activationCode, activationCodeHash(code)));
  return row;
}
export type Invitation = NonNullable<Awaited<ReturnType<typeof invitationByCode>>>;

/**
 * Looks a code up as a counted attempt: an unknown code stays a miss (404, and 429 once the
 * account or the client address has missed too often); a known one is forgiven.
 */
export async function findInvitationCounted(
  deps: AppDeps,
  c: Context<AppEnv>,
  auth: AuthContext,
  code: string,
): Promise<Invitation> {
  const { db, clock, env } = deps;
  const attempt = await reserveAttempt(
    db,
    claimRules(auth.accountId, clientAddressOf(c, env)),
    clock.now(),
  );
  if (!attempt.allowed) throw new TooManyRequestsError(attempt.retryAfterSeconds);
  const found = await invitationByCode(db, code);
  if (!found) throw codeNotFound();
  await forgiveAttempt(db, attempt.reservation);
  return found;
}
