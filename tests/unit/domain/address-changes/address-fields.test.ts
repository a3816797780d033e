import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FOREIGN_ZIP_MESSAGE,
  STREET_CHARS_MESSAGE,
  addressShape,
  checkZipCode,
  displayZipCode,
  formatPostalAddress,
  isSameAddress,
  streetAddressField,
  streetNameKey,
  whenFieldsValid,
} from '~/domain/address-changes/address-fields';
import * as m from '~/domain/validation/messages';

const messages = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? { ok: r.data } : r.error.issues.map((i) => i.message);
};

describe('streetAddressField (spec §5)', () => {
  const schema = streetAddressField('Katuosoite');
  it("allows letters, digits, spaces and - . ' ’ ´ :", () => {
    for (const ok of [
      'Rantatie 4 B 2',
      "Rue d'Été 3",
      'O’Brienin kuja 4-6',
      'Tie´s 2:1',
      'As. 3.',
    ]) {
      expect(messages(schema, ok)).toEqual({ ok });
    }
  });
  it('refuses other marks, a semicolon and a comma included', () => {
    for (const bad of ['Katu 1; A', 'Katu 1, A', 'Katu #1', 'Katu (1)']) {
      expect(messages(schema, bad)).toEqual([STREET_CHARS_MESSAGE]);
    }
  });
  it('refuses a zip code inside, one message per field', () => {
    expect(messages(schema, 'Rantatie 4 21600')).toEqual([m.STREET_ADDRESS_ZIP_MESSAGE]);
    expect(messages(schema, 'PL 1234')).toEqual({ ok: 'PL 1234' });
    expect(messages(schema, '  ')).toEqual(['Katuosoite on pakollinen tieto']);
    expect(messages(schema, undefined)).toEqual(['Katuosoite on pakollinen tieto']);
    expect(messages(schema, 'a'.repeat(101))).toEqual([m.maxLengthMessage(100)]);
  });
});

describe('the address object', () => {
  const schema = z
    .object(addressShape)
    .superRefine(checkZipCode, whenFieldsValid('zipCode', 'countryCode'));
  const base = { streetAddress: 'Rantatie 4', zipCode: '21600', postOffice: 'Parainen' };

  it('defaults to Finland and wants five digits there and on Åland', () => {
    expect(messages(schema, base)).toEqual({ ok: { ...base, countryCode: 'FI' } });
    expect(messages(schema, { ...base, zipCode: '2160' })).toEqual([m.ZIP_CODE_MESSAGE]);
    expect(messages(schema, { ...base, zipCode: '22100', countryCode: 'AX' })).toMatchObject({
      ok: { countryCode: 'AX' },
    });
    expect(messages(schema, { ...base, zipCode: 'AX-22100', countryCode: 'AX' })).toEqual([
      m.ZIP_CODE_MESSAGE,
    ]);
  });
  it('takes a foreign postal code of 2-10 letters, digits, spaces or hyphens', () => {
    expect(messages(schema, { ...base, zipCode: '111 22', countryCode: 'SE' })).toMatchObject({
      ok: { zipCode: '111 22' },
    });
    expect(messages(schema, { ...base, zipCode: '1', countryCode: 'SE' })).toEqual([
      FOREIGN_ZIP_MESSAGE,
    ]);
  });
  it('checks the post office charset and length, and a known country', () => {
    expect(messages(schema, { ...base, postOffice: 'Parainen!' })).toEqual([
      m.POST_OFFICE_CHARS_MESSAGE,
    ]);
    expect(messages(schema, { ...base, postOffice: 'P'.repeat(61) })).toEqual([
      m.maxLengthMessage(60),
    ]);
    expect(messages(schema, { ...base, countryCode: 'XX' })).toEqual(['Valitse maa.']);
  });
  it('shows every field error at once, the zip code check included', () => {
    expect(messages(schema, { streetAddress: '', zipCode: '123', postOffice: '' })).toEqual([
      'Katuosoite on pakollinen tieto',
      'Postitoimipaikka on pakollinen tieto',
      m.ZIP_CODE_MESSAGE,
    ]);
  });
});

describe('address helpers', () => {
  const a = {
    streetAddress: 'Rantatie 4',
    zipCode: '21600',
    postOffice: 'PARAINEN',
    countryCode: 'FI',
  };
  it('prefixes a non-Finnish zip code with its country (spec §3)', () => {
    expect(displayZipCode('FI', '00100')).toBe('00100');
    expect(displayZipCode('SE', '11122')).toBe('SE-11122');
    expect(formatPostalAddress({ ...a, countryCode: 'AX', zipCode: '22100' })).toBe(
      'Rantatie 4, AX-22100 PARAINEN',
    );
  });
  it('compares addresses without case and extra spaces, ignoring the post office spelling', () => {
    expect(isSameAddress(a, { ...a, streetAddress: ' rantatie  4 ', postOffice: 'Pargas' })).toBe(
      true,
    );
    expect(isSameAddress(a, { ...a, streetAddress: 'Rantatie 5' })).toBe(false);
    expect(isSameAddress(a, { ...a, countryCode: 'SE' })).toBe(false);
  });
  it('finds the street name before the house number', () => {
    expect(streetNameKey('Mannerheimintie 10 A 5')).toBe('mannerheimintie');
    expect(streetNameKey("Rue d'Été 3")).toBe("rue d'été");
    expect(streetNameKey('Itäväylä')).toBe('itäväylä');
    expect(streetNameKey('10 Downing Street')).toBeNull();
  });
});
