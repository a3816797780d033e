import type { AppDeps } from '../app-context';
import { type Env, isLoopbackUrl, isProduction } from '../env';
import { type PublicJwk, readClientPrivateKey } from './client-key';
import { createOidcClient, type OidcClient, type OidcClientConfig } from './oidc-client';
import { publicKeysOf, readPortalKeys } from './portal-keys';
import {
  createTestBankApp,
  TEST_BANK_CLIENT_ID,
  TEST_BANK_CLIENT_SECRET,
  testBankIssuer,
} from './test-bank';

/**
 * The strong identification provider of this deployment (spec §6): an OpenID Connect broker when
 * STRONG_IDENTIFICATION_OIDC_* is configured, otherwise the built-in test bank, which production
 * refuses unless STRONG_IDENTIFICATION_TEST_BANK=true. Both are reached through one OIDC client.
 * Every absolute address (redirect URI, the test bank's issuer) comes from the configuration
 * (STRONG_IDENTIFICATION_OIDC_REDIRECT_URI, SITE_URL), never from a request's Host header.
 */
export interface IdentificationProvider {
  kind: 'test-bank' | 'oidc';
  client: OidcClient;
  redirectUri: string;
  /**
   * The portal's public keys, published at strong-identification/jwks: the FTN profile's signing
   * and encryption keys, or the private_key_jwt key; empty with a client secret.
   */
  publicKeys: PublicJwk[];
  /**
   * The time tokens are exchanged and judged at: the provider's own clock. The test bank signs
   * with the portal's clock (PORTAL_NOW in demos and tests); a broker signs with real time, also
   * when a demo pins PORTAL_NOW.
   */
  protocolNow(): Date;
}

const providers = new WeakMap<AppDeps, IdentificationProvider | null>();

const defaultRedirectUri = (siteUrl: string): string =>
  `${siteUrl.replace(/\/$/, '')}/tunnistautuminen/paluu`;

/** The provider, or null when none may be used (production without a configured broker). */
export function identificationProvider(deps: AppDeps): IdentificationProvider | null {
  if (!providers.has(deps)) providers.set(deps, buildProvider(deps));
  return providers.get(deps) ?? null;
}

function buildProvider(deps: AppDeps): IdentificationProvider | null {
  const { env } = deps;
  const redirectUri =
    env.STRONG_IDENTIFICATION_OIDC_REDIRECT_URI ?? defaultRedirectUri(env.SITE_URL);
  if (env.STRONG_IDENTIFICATION_OIDC_ISSUER) {
    const config = brokerClientConfig(env);
    const client = createOidcClient({
      ...config,
      redirectUri,
      fetch: (url, init) => fetch(url, init),
      allowHttp: localBroker(env),
    });
    const publicKeys = config.ftn
      ? publicKeysOf(config.ftn.keys)
      : config.privateKey
        ? [config.privateKey.publicJwk]
        : [];
    return {
      kind: 'oidc',
      client,
      redirectUri,
      publicKeys,
      protocolNow: () => new Date(),
    };
  }
  const allowed = !isProduction(env) || env.STRONG_IDENTIFICATION_TEST_BANK === 'true';
  if (!allowed) return null;
  const bank = createTestBankApp(deps.db, deps.clock, env.SITE_URL);
  const client = createOidcClient({
    issuer: testBankIssuer(env.SITE_URL),
    clientId: TEST_BANK_CLIENT_ID,
    clientSecret: TEST_BANK_CLIENT_SECRET,
    redirectUri,
    // In-process: the test bank is served by this very process, no network hop needed; its
    // issuer is SITE_URL, plain http in development.
    fetch: async (url, init) => bank.fetch(new Request(url, init)),
    allowHttp: true,
  });
  return {
    kind: 'test-bank',
    client,
    redirectUri,
    publicKeys: [],
    protocolNow: () => deps.clock.now(),
  };
}

/**
 * A broker stand-in on this machine in development and tests (the browser tests' FTN broker):
 * plain http is allowed for a loopback issuer there, never in production.
 */
const localBroker = (env: Env): boolean =>
  !isProduction(env) &&
  env.STRONG_IDENTIFICATION_OIDC_ISSUER !== undefined &&
  isLoopbackUrl(env.STRONG_IDENTIFICATION_OIDC_ISSUER);

/**
 * The configured broker: HTTPS only (but for a local stand-in outside production). With OIDC_SIGNING_KEY and OIDC_ENCRYPTION_KEY the FTN
 * profile (decision 0048); else `private_key_jwt` when a private key is configured, else
 * `client_secret_basic`. A half-made configuration stops the server at its first use.
 */
function brokerClientConfig(
  env: Env,
): Pick<OidcClientConfig, 'issuer' | 'clientId' | 'clientSecret' | 'privateKey' | 'ftn'> {
  const issuer = env.STRONG_IDENTIFICATION_OIDC_ISSUER ?? '';
  const clientId = env.STRONG_IDENTIFICATION_OIDC_CLIENT_ID;
  const secret = env.STRONG_IDENTIFICATION_OIDC_CLIENT_SECRET;
  const keyText = env.STRONG_IDENTIFICATION_OIDC_PRIVATE_KEY;
  if (new URL(issuer).protocol !== 'https:' && !localBroker(env)) {
    throw new Error('STRONG_IDENTIFICATION_OIDC_ISSUER must be an https:// address');
  }
  if (clientId && env.OIDC_SIGNING_KEY && env.OIDC_ENCRYPTION_KEY) {
    const keys = readPortalKeys(env.OIDC_SIGNING_KEY, env.OIDC_ENCRYPTION_KEY);
    const ftn = { keys, assertionAudience: env.STRONG_IDENTIFICATION_OIDC_ASSERTION_AUDIENCE };
    return { issuer, clientId, ftn };
  }
  if (clientId && keyText) {
    const privateKey = readClientPrivateKey(keyText, env.STRONG_IDENTIFICATION_OIDC_PRIVATE_KEY_ID);
    return { issuer, clientId, privateKey };
  }
  if (clientId && secret) return { issuer, clientId, clientSecret: secret };
  throw new Error(
    'STRONG_IDENTIFICATION_OIDC_ISSUER needs a client id and a client secret or a private key',
  );
}
