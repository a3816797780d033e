import { exportJWK, generateKeyPair, type JWK } from 'jose';

// The built-in test bank's ID token signing key: an RS256 key pair generated with jose when the
// first token is signed or the first key set is read. One per process: the process that handles
// the return exchanges the code at its own in-process token endpoint (decision 0015).

export interface TestBankSigningKey {
  kid: string;
  alg: 'RS256';
  privateKey: CryptoKey;
  publicJwk: JWK;
}

let key: Promise<TestBankSigningKey> | null = null;

export const testBankSigningKey = (): Promise<TestBankSigningKey> =>
  (key ??= generate().catch((err: unknown) => {
    key = null;
    throw err;
  }));

async function generate(): Promise<TestBankSigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = `testipankki-${crypto.randomUUID()}`;
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, alg: 'RS256', privateKey, publicJwk };
}
