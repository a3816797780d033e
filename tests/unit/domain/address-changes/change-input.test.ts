import { describe, expect, it } from 'vitest';
import {
  START_BEFORE_END_MESSAGE,
  permanentChangeInputSchema,
  temporaryChangeInputSchema,
} from '~/domain/address-changes/change-input';
import * as m from '~/domain/validation/messages';

const temporary = {
  startDate: '2027-01-20',
  endDate: '2027-01-30',
  streetAddress: 'Rantatie 4',
  zipCode: '21600',
  postOffice: 'Parainen',
};
const fieldErrors = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('temporaryChangeInputSchema', () => {
  it('fills the defaults: no name, Finland, not by hand', () => {
    expect(temporaryChangeInputSchema.parse(temporary)).toEqual({
      ...temporary,
      nameForAddress: '',
      countryCode: 'FI',
      manual: false,
    });
  });
  it('wants the start before the end (the same day is not a change)', () => {
    for (const endDate of ['2027-01-20', '2027-01-19']) {
      expect(fieldErrors(temporaryChangeInputSchema.safeParse({ ...temporary, endDate }))).toEqual({
        endDate: START_BEFORE_END_MESSAGE,
      });
    }
  });
  it("takes a name of letters, spaces and ' - . , & (spec §5)", () => {
    const name = (nameForAddress: string) =>
      fieldErrors(temporaryChangeInputSchema.safeParse({ ...temporary, nameForAddress }));
    expect(name("Åke O'Brien-Mäki, Jr. & Co")).toEqual({});
    expect(name('Maija 2')).toEqual({ nameForAddress: m.TEMP_ADDRESS_NAME_CHARS_MESSAGE });
  });
  it('requires the dates as yyyy-MM-dd and refuses unknown fields', () => {
    expect(
      fieldErrors(temporaryChangeInputSchema.safeParse({ ...temporary, startDate: '' })),
    ).toEqual({
      startDate: 'Alkamispäivä on pakollinen tieto',
    });
    expect(
      fieldErrors(temporaryChangeInputSchema.safeParse({ ...temporary, endDate: '2027-02-30' })),
    ).toEqual({ endDate: m.ISO_DATE_MESSAGE });
    expect(temporaryChangeInputSchema.safeParse({ ...temporary, extra: 1 }).success).toBe(false);
  });
  it('takes no subscription number: the new change and its update name it in the path', () => {
    expect(temporaryChangeInputSchema.safeParse(temporary).success).toBe(true);
    const withNumber = { ...temporary, subscriptionNumber: '2000001' };
    expect(temporaryChangeInputSchema.safeParse(withNumber).success).toBe(false);
  });
});

describe('permanentChangeInputSchema', () => {
  const permanent: Record<string, unknown> = { ...temporary, startDate: '2027-02-15' };
  delete permanent['endDate'];
  it('changes the subscriber by default, or the payer', () => {
    expect(permanentChangeInputSchema.parse(permanent).role).toBe('SUBSCRIBER');
    expect(permanentChangeInputSchema.parse({ ...permanent, role: 'PAYER' }).role).toBe('PAYER');
    expect(
      fieldErrors(permanentChangeInputSchema.safeParse({ ...permanent, role: 'GIVER' })),
    ).toEqual({
      role: 'Valitse, kenen osoite muuttuu.',
    });
  });
  it('has no end date', () => {
    expect(
      permanentChangeInputSchema.safeParse({ ...permanent, endDate: '2027-03-01' }).success,
    ).toBe(false);
  });
});
