import { describe, expect, it } from 'vitest';
import {
  addressLine,
  changePeriodLabel,
  readingRightsLabel,
  tagLabels,
} from '~/domain/subscriptions/detail-labels';

const address = {
  streetAddress: 'Mannerheimintie 10 A 5',
  zipCode: '00100',
  postOffice: 'HELSINKI',
  countryCode: 'FI',
};

describe('detail labels', () => {
  it('writes an address on one line, prefixing a foreign zip code with its country', () => {
    expect(addressLine(address)).toBe('Mannerheimintie 10 A 5, 00100 HELSINKI');
    expect(
      addressLine({ ...address, countryCode: 'SE', zipCode: '11122', postOffice: 'STOCKHOLM' }),
    ).toBe('Mannerheimintie 10 A 5, SE-11122 STOCKHOLM');
  });

  it("hides a gift counterpart's address and shows '-' for a missing one", () => {
    expect(addressLine(address, { hidden: true })).toBe('-');
    expect(addressLine(null)).toBe('-');
  });

  it('counts free rights', () => {
    expect(readingRightsLabel(3, 1)).toBe('2/3 vapaana (1 jaettu)');
    expect(readingRightsLabel(1, 2)).toBe('0/1 vapaana (2 jaettu)');
  });

  it('labels known tags and leaves unknown ones out', () => {
    expect(tagLabels(['UPCOMING_ADDRESS_CHANGE', 'SOMETHING', 'APPLE_IN_APP'])).toEqual([
      'Tuleva osoitteenmuutos',
      'Ostettu App Storesta',
    ]);
  });

  it('change periods', () => {
    expect(changePeriodLabel('2026-12-01', '2026-12-14')).toBe('1.12.2026\u201314.12.2026');
    expect(changePeriodLabel('2026-12-01', null)).toBe('alkaen 1.12.2026');
  });
});
