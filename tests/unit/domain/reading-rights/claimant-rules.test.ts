import { describe, expect, it } from 'vitest';
import { claimantRefusal } from '~/domain/reading-rights/claimant-rules';

const base = {
  invitedEmail: 'Lukija@Example.fi',
  claimantUsername: 'lukija@example.fi',
  intent: 'b2c' as const,
  audience: 'HOUSEHOLD' as const,
};

describe('claimantRefusal', () => {
  it('lets the invited address claim an e-mail invitation, in any case', () => {
    expect(claimantRefusal(base)).toBeNull();
  });

  it('refuses an e-mail invitation to any other login', () => {
    expect(claimantRefusal({ ...base, claimantUsername: 'toinen@example.fi' })).toBe(
      'email-mismatch',
    );
    expect(
      claimantRefusal({ ...base, audience: 'EMPLOYEES', claimantUsername: 'toinen@example.fi' }),
    ).toBe('email-mismatch');
  });

  it('lets anyone with a link invitation go on to the address check', () => {
    expect(claimantRefusal({ ...base, invitedEmail: '', claimantUsername: 'x@example.fi' })).toBe(
      null,
    );
  });

  it("never lets a company session claim a household's right, but an employee right", () => {
    expect(claimantRefusal({ ...base, intent: 'b2b' })).toBe('company-session');
    expect(claimantRefusal({ ...base, invitedEmail: '', intent: 'b2b' })).toBe('company-session');
    expect(claimantRefusal({ ...base, intent: 'b2b', audience: 'EMPLOYEES' })).toBeNull();
  });
});
