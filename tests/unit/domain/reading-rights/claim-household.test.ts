import { describe, expect, it } from 'vitest';
import {
  HOUSEHOLD_MESSAGES,
  householdVerdict,
  isOfficialFinnishAddress,
} from '~/domain/reading-rights/claim-household';
import { readingRightClaimInputSchema } from '~/domain/reading-rights/claim-input';

const home = {
  streetAddress: 'Pihlajatie 1 A 3',
  zipCode: '00500',
  postOffice: 'HELSINKI',
  countryCode: 'FI',
};

describe('the household address comparison', () => {
  it('the same address written differently is the same household', () => {
    expect(
      householdVerdict(home, {
        streetAddress: '  pihlajatie   1 a 3 ',
        streetAddress2: '',
        zipCode: '00500',
        postOffice: 'Helsinki',
        countryCode: 'fi',
      }),
    ).toBe('same');
    expect(
      householdVerdict(
        { ...home, streetAddress: 'Koivu-Kuja 2' },
        { ...home, streetAddress: 'koivu - kuja 2' },
      ),
    ).toBe('same');
  });
  it('another flat, zip code or post office is another household', () => {
    expect(householdVerdict(home, { ...home, streetAddress: 'Pihlajatie 1 A 4' })).toBe(
      'different',
    );
    expect(householdVerdict(home, { ...home, zipCode: '00510' })).toBe('different');
    expect(householdVerdict(home, { ...home, postOffice: 'ESPOO' })).toBe('different');
  });
  it('a foreign address or a missing one is no official Finnish address', () => {
    expect(householdVerdict(home, { ...home, countryCode: 'SE' })).toBe('not-finnish');
    expect(householdVerdict(home, { ...home, zipCode: 'SE-12345' })).toBe('not-finnish');
    expect(householdVerdict(home, null)).toBe('no-address');
    expect(isOfficialFinnishAddress(home)).toBe(true);
    expect(isOfficialFinnishAddress({ ...home, streetAddress: ' ' })).toBe(false);
  });
  it('each refusal has its plain Finnish message', () => {
    expect(HOUSEHOLD_MESSAGES['not-finnish']).toMatch(
      /^Osoite ei ole virallinen suomalainen osoite\./,
    );
    expect(HOUSEHOLD_MESSAGES['no-address']).toMatch(/^Osoitettasi ei löytynyt\./);
  });
});

describe('the claim input', () => {
  it('a missing code is the Finnish "code missing"', () => {
    expect(readingRightClaimInputSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Aktivointikoodi puuttuu.',
    );
    expect(readingRightClaimInputSchema.safeParse({ code: ' ' }).error?.issues[0]?.message).toBe(
      'Aktivointikoodi puuttuu.',
    );
  });
});
