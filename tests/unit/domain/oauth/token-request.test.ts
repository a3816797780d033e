import { describe, expect, it } from 'vitest';
import { checkTokenRequest } from '~/domain/oauth/token-request';

const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const form = (over: Record<string, string[] | null> = {}) => {
  const all: Record<string, string[] | null> = {
    grant_type: ['authorization_code'],
    code: ['koodi'],
    redirect_uri: ['https://a.example/p'],
    client_id: ['avustaja'],
    code_verifier: [VERIFIER],
    ...over,
  };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== null)) as Record<
    string,
    string[]
  >;
};
const errorOf = (f: Record<string, string[]>) => {
  const r = checkTokenRequest(f);
  return r.ok ? 'ok' : r.error;
};

describe('token request parameters', () => {
  it('reads a complete request and ignores unknown parameters', () => {
    expect(checkTokenRequest(form({ extra: ['x'] }))).toEqual({
      ok: true,
      request: {
        code: 'koodi',
        redirectUri: 'https://a.example/p',
        clientId: 'avustaja',
        codeVerifier: VERIFIER,
      },
    });
  });
  it('refuses what RFC 6749 §5.2 and RFC 7636 §4.1 refuse', () => {
    expect(errorOf(form({ grant_type: null }))).toBe('invalid_request');
    expect(errorOf(form({ grant_type: ['password'] }))).toBe('unsupported_grant_type');
    for (const key of ['code', 'redirect_uri', 'client_id', 'code_verifier']) {
      expect(errorOf(form({ [key]: null })), key).toBe('invalid_request');
      expect(errorOf(form({ [key]: [''] })), key).toBe('invalid_request');
    }
    expect(errorOf(form({ code: ['a', 'b'] }))).toBe('invalid_request');
    expect(errorOf(form({ code_verifier: ['x'.repeat(42)] }))).toBe('invalid_request');
    expect(errorOf(form({ code_verifier: ['x'.repeat(129)] }))).toBe('invalid_request');
    expect(errorOf(form({ code_verifier: [`${'x'.repeat(42)}+`] }))).toBe('invalid_request');
    expect(errorOf(form({ code_verifier: ['x'.repeat(128)] }))).toBe('ok');
  });
});
