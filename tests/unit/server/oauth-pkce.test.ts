import { describe, expect, it } from 'vitest';
import { pkceMatches } from '~/server/api/oauth/pkce';

// RFC 7636 Appendix B.
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('PKCE S256', () => {
  it('accepts the verifier of the RFC example', () => {
    expect(pkceMatches(VERIFIER, CHALLENGE)).toBe(true);
  });
  it('refuses another verifier, the challenge itself (plain) and a changed challenge', () => {
    expect(pkceMatches(`${VERIFIER.slice(0, -1)}l`, CHALLENGE)).toBe(false);
    expect(pkceMatches(CHALLENGE, CHALLENGE)).toBe(false);
    expect(pkceMatches(VERIFIER, `${CHALLENGE.slice(0, -1)}N`)).toBe(false);
    expect(pkceMatches(VERIFIER, CHALLENGE.slice(1))).toBe(false);
    expect(pkceMatches(VERIFIER, '')).toBe(false);
  });
});
