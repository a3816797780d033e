import { lt } from 'drizzle-orm';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '~/domain/oauth/token-request';
import type { Db } from '../../db/client';
import { oauthCodes, oauthTokens } from '../../db/schema/oauth';

/**
 * Deletes expired codes and tokens, as registrations are pruned (request-registration.ts): on
 * each approval and each exchange, so no job is needed. A used code is kept until a token made
 * from it has surely expired, so that a second use within that time still removes the grant
 * (RFC 6749 §4.1.2); after that the code is unknown and the second use fails plainly.
 */
export async function deleteExpiredOAuthRows(db: Db, now: Date): Promise<void> {
  const codeCutoff = new Date(now.getTime() - ACCESS_TOKEN_LIFETIME_SECONDS * 1000);
  await db.delete(oauthCodes).where(lt(oauthCodes.expiresAt, codeCutoff));
  await db.delete(oauthTokens).where(lt(oauthTokens.expiresAt, now));
}
