import { describe, expect, it } from 'vitest';
import {
  ADDRESS_REQUIRED,
  NOT_FOR_TYPE,
  OTHER_MESSAGE_REQUIRED,
  companyRequestInputSchema,
} from '~/domain/company-requests/request-input';
import { availableRequestTypes } from '~/domain/company-requests/request-types';
import { companyRequestNotice } from '~/domain/company-requests/request-view';

const errors = (input: unknown) => {
  const r = companyRequestInputSchema.safeParse(input);
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const address = { streetAddress: 'Aurakatu 1', zipCode: '20100', postOffice: 'Turku' };

describe('availableRequestTypes (spec §6)', () => {
  it('offers delivery changes only where there is a paper', () => {
    expect(availableRequestTypes('DIGI')).toEqual(['PERMANENT_ADDRESS_CHANGE', 'OTHER']);
    expect(availableRequestTypes('PAPER_AND_DIGI')).toEqual([
      'SUSPENSION',
      'TEMPORARY_ADDRESS_CHANGE',
      'PERMANENT_ADDRESS_CHANGE',
      'OTHER',
    ]);
  });
});

describe('companyRequestInputSchema', () => {
  it('takes what each type needs', () => {
    expect(errors({ changeType: 'OTHER', message: 'Laskutus' })).toEqual({});
    expect(
      errors({ changeType: 'SUSPENSION', startDate: '2027-01-04', endDate: '2027-01-10' }),
    ).toEqual({});
    expect(
      errors({ changeType: 'PERMANENT_ADDRESS_CHANGE', startDate: '2027-01-04', address }),
    ).toEqual({});
    expect(
      errors({
        changeType: 'TEMPORARY_ADDRESS_CHANGE',
        startDate: '2027-01-04',
        endDate: '2027-01-10',
        address,
      }),
    ).toEqual({});
  });
  it('names what is missing', () => {
    expect(errors({})).toEqual({ changeType: 'Valitse, mitä haluat muuttaa.' });
    expect(errors({ changeType: 'OTHER' })).toEqual({ message: OTHER_MESSAGE_REQUIRED });
    expect(errors({ changeType: 'PERMANENT_ADDRESS_CHANGE' })).toEqual({
      startDate: 'Alkamispäivä on pakollinen tieto',
      address: ADDRESS_REQUIRED,
    });
    expect(errors({ changeType: 'SUSPENSION', startDate: '2027-01-04' })).toEqual({
      endDate: 'Päättymispäivä on pakollinen tieto',
    });
  });
  it('refuses parts that do not belong to the type, and a reversed period', () => {
    expect(errors({ changeType: 'OTHER', message: 'x', address })).toEqual({
      address: NOT_FOR_TYPE,
    });
    expect(
      errors({ changeType: 'SUSPENSION', startDate: '2027-01-10', endDate: '2027-01-04' }),
    ).toEqual({ endDate: 'Päättymispäivän on oltava alkamispäivän jälkeen.' });
  });
  it('validates the address like an address change', () => {
    expect(
      errors({
        changeType: 'PERMANENT_ADDRESS_CHANGE',
        startDate: '2027-01-04',
        address: { ...address, zipCode: '2010' },
      }),
    ).toEqual({ 'address.zipCode': 'Postinumeron on oltava viisi numeroa.' });
  });
  it('says by when customer service handles it', () => {
    expect(companyRequestNotice('25.11.2026')).toContain('viimeistään 25.11.2026');
  });
});

describe('an array instead of the request (issue 12, finding 5)', () => {
  it('is a validation failure, not a crash in the object-level checks', () => {
    const result = companyRequestInputSchema.safeParse([{ changeType: 'OTHER' }]);
    expect(result.success).toBe(false);
    expect(companyRequestInputSchema.safeParse([]).success).toBe(false);
  });
});
