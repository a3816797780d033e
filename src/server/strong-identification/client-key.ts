import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { importJWK, type JWK } from 'jose';

// The portal's own key for `private_key_jwt` client authentication (RFC 7523, OpenID Connect
// Core §9), which Finnish identification brokers ask for instead of a shared client secret.

export type ClientKeyAlg = 'RS256' | 'ES256';

/** A public RSA or EC key as a JWK: every member is a string (kty, n, e or crv, x, y, kid ...). */
export type PublicJwk = Record<string, string>;

export interface ClientPrivateKey {
  kid: string;
  alg: ClientKeyAlg;
  /** The private key as a JWK, for jose's importJWK (Web Crypto, what oauth4webapi signs with). */
  privateJwk: JWK;
  /** The public half, for the broker's registration (never the private parts). */
  publicJwk: PublicJwk;
}

/**
 * Reads STRONG_IDENTIFICATION_OIDC_PRIVATE_KEY: a PKCS#8 (or PKCS#1/SEC1) PEM or a private JWK.
 * Throws at startup on anything else, so a broken key never waits for the first customer.
 */
export function readClientPrivateKey(text: string, keyId: string | undefined): ClientPrivateKey {
  const trimmed = text.trim();
  let keyObject: KeyObject;
  let jwkKid: string | undefined;
  try {
    if (trimmed.startsWith('{')) {
      const jwk = JSON.parse(trimmed) as JWK;
      jwkKid = jwk.kid;
      keyObject = createPrivateKey({ key: jwk, format: 'jwk' });
    } else {
      // Environment files often carry a PEM on one line with literal \n.
      keyObject = createPrivateKey(trimmed.replace(/\\n/g, '\n'));
    }
  } catch (err) {
    throw new Error('STRONG_IDENTIFICATION_OIDC_PRIVATE_KEY is not a private key (PEM or JWK)', {
      cause: err,
    });
  }
  const alg = algOf(keyObject);
  const kid = keyId ?? jwkKid;
  if (!kid) {
    throw new Error(
      'STRONG_IDENTIFICATION_OIDC_PRIVATE_KEY needs STRONG_IDENTIFICATION_OIDC_PRIVATE_KEY_ID (or a kid in the JWK)',
    );
  }
  const privateJwk = keyObject.export({ format: 'jwk' }) as JWK;
  const publicJwk = Object.fromEntries(
    Object.entries(createPublicKey(keyObject).export({ format: 'jwk' })).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return {
    kid,
    alg,
    privateJwk: { ...privateJwk, kid, alg },
    publicJwk: { ...publicJwk, kid, alg, use: 'sig' },
  };
}

function algOf(key: KeyObject): ClientKeyAlg {
  if (key.asymmetricKeyType === 'rsa') {
    if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) {
      throw new Error(
        'STRONG_IDENTIFICATION_OIDC_PRIVATE_KEY: an RSA key needs at least 2048 bits',
      );
    }
    return 'RS256';
  }
  if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1') {
    return 'ES256';
  }
  throw new Error('STRONG_IDENTIFICATION_OIDC_PRIVATE_KEY must be an RSA or an EC P-256 key');
}

/** The Web Crypto key oauth4webapi's PrivateKeyJwt signs the client assertion with. */
export async function importClientKey(key: ClientPrivateKey): Promise<CryptoKey> {
  const imported = await importJWK(key.privateJwk, key.alg);
  if (imported instanceof Uint8Array) throw new Error('A client key must be asymmetric');
  return imported;
}
