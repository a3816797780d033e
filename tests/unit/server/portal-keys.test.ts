import { CompactEncrypt, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  decryptToPortal,
  isEncrypted,
  readPortalKeys,
} from '~/server/strong-identification/portal-keys';

// Opening the broker's encrypted ID token (the FTN profile, decision 0048): the key its kid
// names, the key management its kind allows, and nothing else.

let encOld: JWK;
let encNew: JWK;
let sig: JWK;

const privateJwk = async (kid: string) => {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid };
};

beforeAll(async () => {
  [encOld, encNew, sig] = await Promise.all([
    privateJwk('enc-1'),
    privateJwk('enc-2'),
    privateJwk('sig-1'),
  ]);
});

async function encryptTo(jwk: JWK, alg: string, header: Record<string, string> = {}) {
  const { kty, n, e } = jwk;
  const publicJwk = { kty, n, e } as JWK;
  return new CompactEncrypt(new TextEncoder().encode('sisäinen.jws.allekirjoitus'))
    .setProtectedHeader({ alg, enc: 'A256GCM', ...header })
    .encrypt(await importJWK(publicJwk, alg));
}

describe('decryptToPortal', () => {
  it('opens a JWE to the key its kid names, with RSA-OAEP-256 or RSA-OAEP', async () => {
    const keys = readPortalKeys(JSON.stringify(sig), JSON.stringify([encNew, encOld]));
    for (const alg of ['RSA-OAEP-256', 'RSA-OAEP']) {
      const jwe = await encryptTo(encOld, alg, { kid: 'enc-1' });
      expect(isEncrypted(jwe)).toBe(true);
      expect(await decryptToPortal(jwe, keys.encryption)).toBe('sisäinen.jws.allekirjoitus');
    }
  });

  it('tries each key when the JWE names none', async () => {
    const keys = readPortalKeys(JSON.stringify(sig), JSON.stringify([encNew, encOld]));
    const jwe = await encryptTo(encOld, 'RSA-OAEP-256');
    expect(await decryptToPortal(jwe, keys.encryption)).toBe('sisäinen.jws.allekirjoitus');
  });

  it('refuses a JWE to a key it no longer has, or one naming an unknown kid', async () => {
    const keys = readPortalKeys(JSON.stringify(sig), JSON.stringify(encNew));
    await expect(
      decryptToPortal(await encryptTo(encOld, 'RSA-OAEP-256', { kid: 'enc-1' }), keys.encryption),
    ).rejects.toThrow(/kid enc-1/);
    await expect(
      decryptToPortal(await encryptTo(encOld, 'RSA-OAEP-256'), keys.encryption),
    ).rejects.toThrow(/No encryption key/);
  });

  it('tells a JWS from a JWE', () => {
    expect(isEncrypted('a.b.c')).toBe(false);
    expect(isEncrypted('a.b.c.d.e')).toBe(true);
  });
});
