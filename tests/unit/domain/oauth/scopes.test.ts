import { describe, expect, it } from 'vitest';
import { OAUTH_SCOPES, parseScope, scopeNames, scopeString } from '~/domain/oauth/scopes';

describe('scope parsing', () => {
  const all = OAUTH_SCOPES;
  it('reads a space-delimited list, each once, in the catalogue order', () => {
    expect(parseScope('invoices:read subscriptions:read', all)).toEqual([
      'subscriptions:read',
      'invoices:read',
    ]);
    expect(parseScope('invoices:read  invoices:read', all)).toEqual(['invoices:read']);
  });
  it('refuses none, an unknown scope, another case and a scope the client may not ask', () => {
    expect(parseScope(undefined, all)).toBeNull();
    expect(parseScope('', all)).toBeNull();
    expect(parseScope('   ', all)).toBeNull();
    expect(parseScope('subscriptions:write', all)).toBeNull();
    expect(parseScope('Subscriptions:read', all)).toBeNull();
    expect(parseScope('subscriptions:read invoices:read', ['subscriptions:read'])).toBeNull();
  });
  it('names the scopes in Finnish and writes them back as a scope string', () => {
    expect(scopeNames(['invoices:read', 'subscriptions:read', 'muu'])).toEqual([
      'Tilaustesi tiedot',
      'Laskujesi tiedot',
    ]);
    expect(scopeString(['subscriptions:read', 'invoices:read'])).toBe(
      'subscriptions:read invoices:read',
    );
  });
});
