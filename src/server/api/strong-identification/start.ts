import { safeReturnPath } from '~/domain/auth/return-path';
import type { StartInput } from '~/domain/strong-identification/identification-input';
import type { AppDeps, AuthContext } from '../../app-context';
import { strongIdentifications } from '../../db/schema/strong-identification';
import { HttpError } from '../../http/http-error';
import {
  calculatePKCECodeChallenge,
  generateRandomCodeVerifier,
  generateRandomNonce,
  generateRandomState,
} from 'oauth4webapi';
import { logger } from '../../log/logger';
import { identificationProvider } from '../../strong-identification/provider';

/** How long the customer has at the provider's page before the round trip is refused. */
const ATTEMPT_MINUTES = 10;

const providerUnavailable = (): HttpError =>
  new HttpError(503, 'strong-identification-unavailable');

/** POST /strong-identification/start: state, nonce and PKCE verifier kept; the login page. */
export async function startIdentification(
  deps: AppDeps,
  auth: AuthContext,
  input: StartInput,
): Promise<{ redirectUrl: string }> {
  const provider = identificationProvider(deps);
  if (!provider) throw providerUnavailable();
  const now = deps.clock.now();
  const state = generateRandomState();
  const nonce = generateRandomNonce();
  const codeVerifier = generateRandomCodeVerifier();
  let redirectUrl: string;
  try {
    redirectUrl = await provider.client.authorizationUrl({
      state,
      nonce,
      codeChallenge: await calculatePKCECodeChallenge(codeVerifier),
    });
  } catch (err) {
    logger.error(
      { err, provider: provider.kind },
      'Strong identification provider discovery failed',
    );
    throw providerUnavailable();
  }
  await deps.db.insert(strongIdentifications).values({
    state,
    sessionId: auth.sessionId,
    provider: provider.kind,
    codeVerifier,
    nonce,
    returnTo: safeReturnPath(input.returnTo),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ATTEMPT_MINUTES * 60_000),
  });
  return { redirectUrl };
}
