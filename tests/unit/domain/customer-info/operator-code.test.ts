import { describe, expect, it } from 'vitest';
import { isValidBic, normaliseBic } from '~/domain/customer-info/operator-code';

describe('BIC (e-invoice operator)', () => {
  it('accepts 8 and 11 characters: institution, country letters, location, branch', () => {
    for (const bic of ['OKOYFIHH', 'NDEAFIHH', 'DABAFIHX', 'HELSFIHH', 'NDEAFIHHXXX', 'okoyfihh']) {
      expect(isValidBic(bic), bic).toBe(true);
    }
  });

  it('refuses other lengths, digits in the country and punctuation', () => {
    for (const bic of [
      '',
      'OKOYFIH',
      'OKOYFIHHX',
      'OKOYFIHHXX',
      'OKOY1IHH',
      'OKOY-FIHH',
      'OKOY FIHH',
    ]) {
      expect(isValidBic(bic), bic).toBe(false);
    }
  });

  it('upper-cases and trims', () => {
    expect(normaliseBic(' okoyfihh ')).toBe('OKOYFIHH');
  });
});
