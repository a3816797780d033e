import { describe, expect, it } from 'vitest';
import {
  authorizeQueryOf,
  checkAuthorizeRequest,
  errorRedirect,
  redirectWith,
} from '~/domain/oauth/authorize-request';
import { type OAuthClient, oauthClientsSchema, redirectUriProblem } from '~/domain/oauth/clients';

const CLIENT: OAuthClient = {
  client_id: 'avustaja',
  name: 'Avustaja',
  redirect_uris: ['https://avustaja.example/paluu?x=1'],
  scopes: ['subscriptions:read', 'invoices:read'],
};
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const base = {
  response_type: 'code',
  client_id: 'avustaja',
  redirect_uri: 'https://avustaja.example/paluu?x=1',
  scope: 'subscriptions:read',
  state: 's1',
  code_challenge: CHALLENGE,
  code_challenge_method: 'S256',
};
const check = (over: Record<string, string | null> = {}, extra = '') => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...base, ...over })) if (v !== null) q.set(k, v);
  return checkAuthorizeRequest(authorizeQueryOf(`?${q.toString()}${extra}`), [CLIENT]);
};
const errorOf = (v: ReturnType<typeof check>) => (v.kind === 'redirect-error' ? v.error : v.kind);

describe('authorisation request parameters', () => {
  it('accepts a complete request', () => {
    const v = check();
    expect(v).toEqual({
      kind: 'ok',
      request: {
        client: CLIENT,
        redirectUri: base.redirect_uri,
        scopes: ['subscriptions:read'],
        state: 's1',
        codeChallenge: CHALLENGE,
      },
    });
    expect(check({ state: null }).kind).toBe('ok');
  });
  it('never redirects for an unknown client or an unregistered redirect URI', () => {
    for (const over of [
      { client_id: 'muu' },
      { client_id: null },
      { redirect_uri: null },
      { redirect_uri: 'https://avustaja.example/paluu' },
      { redirect_uri: 'https://avustaja.example/paluu?x=1&y=2' },
    ]) {
      expect(check(over).kind).toBe('invalid-client');
    }
    expect(check({}, '&client_id=avustaja').kind).toBe('invalid-client');
  });
  it('sends the other problems back as RFC 6749 errors', () => {
    expect(errorOf(check({ response_type: null }))).toBe('invalid_request');
    expect(errorOf(check({ response_type: 'token' }))).toBe('unsupported_response_type');
    expect(errorOf(check({ code_challenge: null }))).toBe('invalid_request');
    expect(errorOf(check({ code_challenge_method: null }))).toBe('invalid_request');
    expect(errorOf(check({ code_challenge_method: 'plain' }))).toBe('invalid_request');
    expect(errorOf(check({ code_challenge: 'x'.repeat(42) }))).toBe('invalid_request');
    expect(errorOf(check({ code_challenge: `${'x'.repeat(42)}=` }))).toBe('invalid_request');
    expect(errorOf(check({ scope: 'invoices:write' }))).toBe('invalid_scope');
    expect(errorOf(check({ scope: null }))).toBe('invalid_scope');
    expect(errorOf(check({}, '&scope=invoices:read'))).toBe('invalid_request');
    expect(errorOf(check({ state: 'x'.repeat(1001) }))).toBe('invalid_request');
  });
  it('keeps the state (unless it is itself the problem) and the redirect URI\u2019s own query', () => {
    const v = check({ response_type: 'token' });
    if (v.kind !== 'redirect-error') throw new Error(v.kind);
    const url = new URL(errorRedirect(v));
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.searchParams.get('state')).toBe('s1');
    const long = check({ state: 'x'.repeat(1001) });
    if (long.kind !== 'redirect-error') throw new Error(long.kind);
    expect(new URL(errorRedirect(long)).searchParams.has('state')).toBe(false);
    expect(redirectWith('https://a.example/p', { code: 'c', state: undefined })).toBe(
      'https://a.example/p?code=c',
    );
  });
});

describe('registered clients (OAUTH_CLIENTS)', () => {
  it('take https redirect URIs, or http on a loopback host, without fragments', () => {
    expect(redirectUriProblem('https://a.example/p')).toBeNull();
    expect(redirectUriProblem('http://localhost:8080/p')).toBeNull();
    expect(redirectUriProblem('http://127.0.0.1/p')).toBeNull();
    expect(redirectUriProblem('http://a.example/p')).toBe('must be https (http only on localhost)');
    expect(redirectUriProblem('https://a.example/p#x')).toBe('must not have a fragment');
    expect(redirectUriProblem('/p')).toBe('not an absolute URL');
  });
  it('need an id, a name, redirect URIs and known scopes, each id once', () => {
    expect(oauthClientsSchema.safeParse([CLIENT]).success).toBe(true);
    expect(oauthClientsSchema.safeParse([CLIENT, CLIENT]).success).toBe(false);
    expect(oauthClientsSchema.safeParse([{ ...CLIENT, scopes: ['x'] }]).success).toBe(false);
    expect(oauthClientsSchema.safeParse([{ ...CLIENT, redirect_uris: [] }]).success).toBe(false);
    expect(oauthClientsSchema.safeParse([{ ...CLIENT, client_id: 'a b' }]).success).toBe(false);
  });
});

describe('reading the query', () => {
  it('keeps every value and takes prototype names as plain parameters', () => {
    const q = authorizeQueryOf('?a=1&a=2&__proto__=x&constructor=y');
    expect(q['a']).toEqual(['1', '2']);
    expect(q['__proto__']).toEqual(['x']);
    expect(q['constructor']).toEqual(['y']);
  });
});
