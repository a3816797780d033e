import { type JWK, compactDecrypt, importJWK } from 'jose';
import { type ClientPrivateKey, type PublicJwk, readClientPrivateKey } from './client-key';

// The portal's own keys for the Finnish Trust Network OpenID Connect profile (Traficom
// recommendation 213/2023 S; decision 0048): a signing key for the request objects (JAR) and
// the client assertions, and an encryption key the broker encrypts the ID token to. Each comes
// from configuration as a private JWK, or a JSON array of two during a rotation: the first
// signing key signs, and both of each kind are published in the portal's JWKS, so a broker that
// still holds the old public key keeps working until the rotation is over.

export interface PortalKeys {
  /** The first signs; all are published with use "sig". */
  signing: ClientPrivateKey[];
  /** All are published with use "enc" and tried for decryption (by kid first). */
  encryption: EncryptionKey[];
}

export interface EncryptionKey {
  kid: string;
  /** RSA-OAEP-256 for an RSA key, ECDH-ES for an EC P-256 key. */
  alg: 'RSA-OAEP-256' | 'ECDH-ES';
  privateJwk: JWK;
  publicJwk: PublicJwk;
}

/** How many keys of one kind may be configured at once (the current one and the next). */
const MAX_KEYS = 2;

/** Key management a broker may use with each kind of key (RSA-OAEP-256 first, as published). */
const KEY_MANAGEMENT: Record<EncryptionKey['alg'], string[]> = {
  'RSA-OAEP-256': ['RSA-OAEP-256', 'RSA-OAEP'],
  'ECDH-ES': ['ECDH-ES', 'ECDH-ES+A128KW', 'ECDH-ES+A256KW'],
};

/** Content encryption the broker may use (the profile's A256GCM, and its common alternatives). */
const CONTENT_ENCRYPTION = ['A256GCM', 'A128GCM', 'A128CBC-HS256', 'A256CBC-HS512'];

function jwksOf(text: string, variable: string): JWK[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new Error(`${variable} is not a JWK or a JSON array of JWKs`, { cause: err });
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  if (list.length === 0 || list.length > MAX_KEYS) {
    throw new Error(`${variable} holds one or two keys (the current one and the next)`);
  }
  const kids = list.map((jwk: JWK) => jwk.kid);
  if (kids.some((kid) => !kid) || new Set(kids).size !== kids.length) {
    throw new Error(`${variable}: every key needs its own kid`);
  }
  return list as JWK[];
}

const readKey = (jwk: JWK, variable: string): ClientPrivateKey => {
  try {
    return readClientPrivateKey(JSON.stringify(jwk), undefined);
  } catch (err) {
    throw new Error(`${variable}: ${err instanceof Error ? err.message : String(err)}`, {
      cause: err,
    });
  }
};

/** Reads OIDC_SIGNING_KEY and OIDC_ENCRYPTION_KEY; throws at startup on a bad one. */
export function readPortalKeys(signingText: string, encryptionText: string): PortalKeys {
  const signing = jwksOf(signingText, 'OIDC_SIGNING_KEY').map((jwk) =>
    readKey(jwk, 'OIDC_SIGNING_KEY'),
  );
  const encryption = jwksOf(encryptionText, 'OIDC_ENCRYPTION_KEY').map((jwk) => {
    const key = readKey(jwk, 'OIDC_ENCRYPTION_KEY');
    const alg = key.alg === 'RS256' ? 'RSA-OAEP-256' : 'ECDH-ES';
    return {
      kid: key.kid,
      alg,
      privateJwk: { ...key.privateJwk, alg, use: 'enc' },
      publicJwk: { ...key.publicJwk, alg, use: 'enc' },
    } satisfies EncryptionKey;
  });
  const kids = [...signing, ...encryption].map((k) => k.kid);
  if (new Set(kids).size !== kids.length) {
    throw new Error('OIDC_SIGNING_KEY and OIDC_ENCRYPTION_KEY need different kids');
  }
  return { signing, encryption };
}

/** The public keys the portal publishes (its JWKS): each with kid, use and alg. */
export const publicKeysOf = (keys: PortalKeys): PublicJwk[] => [
  ...keys.signing.map((k) => k.publicJwk),
  ...keys.encryption.map((k) => k.publicJwk),
];

/** A compact JWE has five parts; a JWS three. */
export const isEncrypted = (token: string): boolean => token.split('.').length === 5;

/**
 * Decrypts a JWE addressed to one of the portal's encryption keys: the key its `kid` names, or
 * each in turn when it names none. Throws when no key opens it.
 */
export async function decryptToPortal(jwe: string, keys: EncryptionKey[]): Promise<string> {
  const header = JSON.parse(Buffer.from(jwe.split('.')[0] ?? '', 'base64url').toString('utf8')) as {
    kid?: string;
  };
  const candidates = header.kid ? keys.filter((k) => k.kid === header.kid) : keys;
  for (const key of candidates) {
    try {
      // The key is imported for the algorithm the JWE names, among those its kind allows.
      const { plaintext } = await compactDecrypt(jwe, (h) => importJWK(key.privateJwk, h.alg), {
        keyManagementAlgorithms: KEY_MANAGEMENT[key.alg],
        contentEncryptionAlgorithms: CONTENT_ENCRYPTION,
      });
      return new TextDecoder().decode(plaintext);
    } catch {
      // the next key, if any
    }
  }
  throw new Error(`No encryption key of the portal opens this JWE (kid ${header.kid ?? 'none'})`);
}
