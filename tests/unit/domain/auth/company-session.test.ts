import { describe, expect, it } from 'vitest';
import { activeCompanyOf, companySwitchInputSchema } from '~/domain/auth/company-session';

describe('activeCompanyOf', () => {
  it('keeps the chosen company while the account is its admin', () => {
    expect(activeCompanyOf(['a', 'b'], 'b')).toBe('b');
  });

  it('starts with the first admin company when none is chosen', () => {
    expect(activeCompanyOf(['a', 'b'], null)).toBe('a');
  });

  it('gives none when the chosen company is no longer administered, or there are none', () => {
    expect(activeCompanyOf(['a'], 'b')).toBeNull();
    expect(activeCompanyOf([], null)).toBeNull();
    expect(activeCompanyOf([], 'a')).toBeNull();
  });
});

describe('companySwitchInputSchema', () => {
  it('takes a customer number, trimmed', () => {
    expect(companySwitchInputSchema.parse({ customerNumber: ' 10000002 ' })).toEqual({
      customerNumber: '10000002',
    });
  });

  it('refuses anything else with a Finnish message', () => {
    for (const input of [{ customerNumber: 'abc' }, { customerNumber: '' }, {}]) {
      const result = companySwitchInputSchema.safeParse(input);
      expect(result.error?.issues[0]?.message).toBe('Valitse yritys.');
    }
    expect(companySwitchInputSchema.safeParse({ customerNumber: '1', x: 1 }).success).toBe(false);
  });
});
