import { and, eq } from 'drizzle-orm';
import type { CompleteInput } from '~/domain/strong-identification/identification-input';
import {
  type IdentificationOutcome,
  outcomeOfProviderError,
  STRONG_IDENTIFICATION_CANCELLED,
  STRONG_IDENTIFICATION_FAILED,
} from '~/domain/strong-identification/outcome';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { sessions } from '../../db/schema/accounts';
import { strongIdentifications } from '../../db/schema/strong-identification';
import { HttpError } from '../../http/http-error';
import { logger } from '../../log/logger';
import { OidcError } from '../../strong-identification/oidc-client';
import { identificationProvider } from '../../strong-identification/provider';

const failed = (): HttpError => new HttpError(401, STRONG_IDENTIFICATION_FAILED);
const cancelled = (): HttpError => new HttpError(401, STRONG_IDENTIFICATION_CANCELLED);

/**
 * POST /strong-identification/complete: the provider's answer for this session's round trip. A
 * code is exchanged (PKCE verifier, ID token checks) and stamps the session as identified now;
 * an error answer, an unknown, used or expired state, or a refused exchange end it unidentified.
 */
export async function completeIdentification(
  deps: AppDeps,
  auth: AuthContext,
  input: CompleteInput,
): Promise<{ returnTo: string; identifiedUntil: string }> {
  const { db, clock } = deps;
  const now = clock.now();
  const [attempt] = await db
    .select()
    .from(strongIdentifications)
    .where(
      and(
        eq(strongIdentifications.state, input.state),
        eq(strongIdentifications.sessionId, auth.sessionId),
      ),
    );
  // Another session's state, a replay or a late return: nothing to finish.
  if (!attempt || attempt.status !== 'PENDING' || attempt.expiresAt <= now) throw failed();

  const finish = async (status: Exclude<IdentificationOutcome, 'identified'>, why: string) => {
    await db
      .update(strongIdentifications)
      .set({
        status: status === 'cancelled' ? 'CANCELLED' : 'FAILED',
        failure: why,
        completedAt: now,
      })
      .where(eq(strongIdentifications.id, attempt.id));
    return status === 'cancelled' ? cancelled() : failed();
  };

  if (input.error !== undefined)
    throw await finish(outcomeOfProviderError(input.error), input.error);
  if (input.code === undefined) throw await finish('failed', 'no_code');
  const provider = identificationProvider(deps);
  if (!provider || provider.kind !== attempt.provider)
    throw await finish('failed', 'provider_changed');

  let subject: string;
  try {
    ({ subject } = await provider.client.exchangeCode({
      code: input.code,
      ...(input.iss !== undefined ? { iss: input.iss } : {}),
      codeVerifier: attempt.codeVerifier,
      nonce: attempt.nonce,
      now: provider.protocolNow(),
    }));
  } catch (err) {
    const code = err instanceof OidcError ? err.code : 'exchange_error';
    // The reason is for support; the customer only sees strong-identification-failed.
    if (err instanceof OidcError) {
      logger.warn(
        { code, reason: err.message, provider: provider.kind },
        'Strong identification refused',
      );
    } else {
      logger.error({ err, provider: provider.kind }, 'Strong identification exchange failed');
    }
    throw await finish('failed', code);
  }

  await db.transaction(async (tx) => {
    await tx
      .update(strongIdentifications)
      .set({ status: 'IDENTIFIED', subject, completedAt: now })
      .where(eq(strongIdentifications.id, attempt.id));
    await tx
      .update(sessions)
      .set({ strongIdentifiedAt: now })
      .where(eq(sessions.id, auth.sessionId));
    await audit(tx, {
      accountId: auth.accountId,
      action: 'STRONG_IDENTIFICATION',
      entity: 'session',
      entityId: attempt.id,
      details: { provider: attempt.provider },
      at: now,
    });
  });
  const until = new Date(now.getTime() + deps.env.STRONG_IDENTIFICATION_VALID_MINUTES * 60_000);
  return { returnTo: attempt.returnTo, identifiedUntil: until.toISOString() };
}
