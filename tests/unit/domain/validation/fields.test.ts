import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  companyName,
  contactPerson,
  customerNumber,
  doorCode,
  email,
  personName,
  invoiceReference,
  isoDate,
  newPassword,
  phone,
  postOffice,
  requiredString,
  streetAddress,
  subscriptionNumber,
  tempAddressName,
  yearOfBirth,
  zipCode,
} from '~/domain/validation/fields';
import * as m from '~/domain/validation/messages';

/** All messages of a failed parse, or 'ok' with the parsed value. */
function check(schema: z.ZodType, input: unknown): string[] | { ok: unknown } {
  const result = schema.safeParse(input);
  return result.success ? { ok: result.data } : result.error.issues.map((i) => i.message);
}

describe('requiredString', () => {
  const schema = requiredString('Nimi', { max: 5 });

  it('trims and accepts', () => {
    expect(check(schema, '  Eero ')).toEqual({ ok: 'Eero' });
  });

  it('gives one required message for empty, blank and missing input', () => {
    expect(check(schema, '')).toEqual(['Nimi on pakollinen tieto']);
    expect(check(schema, '   ')).toEqual(['Nimi on pakollinen tieto']);
    expect(check(schema, undefined)).toEqual(['Nimi on pakollinen tieto']);
    expect(check(schema, null)).toEqual(['Nimi on pakollinen tieto']);
  });

  it('limits length only when max is given', () => {
    expect(check(schema, 'Kalevi')).toEqual([m.maxLengthMessage(5)]);
    expect(check(requiredString('Nimi'), 'x'.repeat(500))).toEqual({ ok: 'x'.repeat(500) });
  });
});

describe('personName', () => {
  const schema = personName('Etunimi');
  it('accepts Finnish and foreign names with spaces, hyphens and apostrophes', () => {
    for (const ok of ['Maija', 'Anna-Liisa', "D'Artagnan", 'Åsa Öberg', 'José María', 'O’Brien'])
      expect(check(schema, ok)).toEqual({ ok });
  });
  it('rejects markup, digits, emoji and a leading hyphen', () => {
    for (const bad of ['<b>Maija</b>', 'Maija2', 'Maija 😀', '-Maija', 'maija@x.fi'])
      expect(check(schema, bad)).toEqual([m.PERSON_NAME_MESSAGE]);
  });
});

describe('email', () => {
  const schema = email('Sähköposti');
  it('accepts addresses', () => {
    expect(check(schema, ' maija.meikalainen+lehti@esimerkki.fi ')).toEqual({
      ok: 'maija.meikalainen+lehti@esimerkki.fi',
    });
  });
  it('rejects malformed ones and requires a value', () => {
    expect(check(schema, 'maija@')).toEqual([m.EMAIL_MESSAGE]);
    expect(check(schema, 'maija esimerkki.fi')).toEqual([m.EMAIL_MESSAGE]);
    expect(check(schema, '')).toEqual(['Sähköposti on pakollinen tieto']);
  });
  it('rejects an address longer than mail can carry, by its length (issue 20 item 14)', () => {
    const long = `${'a'.repeat(290)}@esimerkki.fi`;
    expect(check(schema, long)).toContain(m.maxLengthMessage(254));
  });
});

describe('zipCode', () => {
  const schema = zipCode('Postinumero');
  it('accepts exactly five digits', () => {
    expect(check(schema, '00100')).toEqual({ ok: '00100' });
  });
  it('rejects other lengths and characters', () => {
    for (const bad of ['0010', '001000', '0010a', '00 100'])
      expect(check(schema, bad)).toEqual([m.ZIP_CODE_MESSAGE]);
    expect(check(schema, '')).toEqual(['Postinumero on pakollinen tieto']);
  });
});

describe('phone', () => {
  const schema = phone('Puhelinnumero');
  it('accepts digits and + - ( )', () => {
    expect(check(schema, '+358401234567')).toEqual({ ok: '+358401234567' });
    expect(check(schema, '(09)-123-45')).toEqual({ ok: '(09)-123-45' });
  });
  it('rejects other characters, including spaces', () => {
    expect(check(schema, '040 123 4567')).toEqual([m.PHONE_CHARS_MESSAGE]);
    expect(check(schema, '040x1234567')).toEqual([m.PHONE_CHARS_MESSAGE]);
  });
  it('needs at least five digits and at most 64 characters', () => {
    expect(check(schema, '+(12)-34')).toEqual([m.PHONE_LENGTH_MESSAGE]);
    expect(check(schema, '12345')).toEqual({ ok: '12345' });
    expect(check(schema, '1'.repeat(64))).toEqual({ ok: '1'.repeat(64) });
    expect(check(schema, '1'.repeat(65))).toEqual([m.maxLengthMessage(64)]);
  });
  it('requires a value', () => {
    expect(check(schema, undefined)).toEqual(['Puhelinnumero on pakollinen tieto']);
  });
});

describe('yearOfBirth', () => {
  const schema = yearOfBirth('Syntymävuosi', { min: 1900, max: 2010 });
  it('accepts four digits in range from a string or a number and gives a number', () => {
    expect(check(schema, '1980')).toEqual({ ok: 1980 });
    expect(check(schema, ' 1900 ')).toEqual({ ok: 1900 });
    expect(check(schema, 2010)).toEqual({ ok: 2010 });
  });
  it('rejects other shapes', () => {
    for (const bad of ['80', '19800', '198a', 1980.5]) {
      expect(check(schema, bad)).toEqual([m.YEAR_OF_BIRTH_FORMAT_MESSAGE]);
    }
  });
  it('rejects years outside the range', () => {
    expect(check(schema, '1899')).toEqual([m.yearOfBirthRangeMessage(1900, 2010)]);
    expect(check(schema, 2011)).toEqual([m.yearOfBirthRangeMessage(1900, 2010)]);
  });
  it('requires a value', () => {
    expect(check(schema, '')).toEqual(['Syntymävuosi on pakollinen tieto']);
    expect(check(schema, undefined)).toEqual(['Syntymävuosi on pakollinen tieto']);
  });
});

describe('streetAddress', () => {
  const schema = streetAddress('Katuosoite');
  it('accepts letters incl. åäö, digits and the allowed marks', () => {
    for (const ok of [
      'Äänekoskentie 5 B 12',
      "Rue d'Été 3",
      'Kivikatu 1 as. 3',
      'Tie´s 2:1; A',
      'O’Brienin kuja 4-6',
    ]) {
      expect(check(schema, ok)).toEqual({ ok });
    }
  });
  it('rejects other characters', () => {
    expect(check(schema, 'Katu 1, 2krs')).toEqual([m.STREET_ADDRESS_CHARS_MESSAGE]);
    expect(check(schema, 'Katu #1')).toEqual([m.STREET_ADDRESS_CHARS_MESSAGE]);
  });
  it('rejects a five-digit zip code in the address, not other numbers', () => {
    expect(check(schema, 'Mannerheimintie 1 00100 Helsinki')).toEqual([
      m.STREET_ADDRESS_ZIP_MESSAGE,
    ]);
    expect(check(schema, '00100')).toEqual([m.STREET_ADDRESS_ZIP_MESSAGE]);
    expect(check(schema, 'PL 1234')).toEqual({ ok: 'PL 1234' });
    expect(check(schema, 'Kuja 123456')).toEqual({ ok: 'Kuja 123456' });
  });
  it('requires a value', () => {
    expect(check(schema, ' ')).toEqual(['Katuosoite on pakollinen tieto']);
  });
});

describe('postOffice and companyName', () => {
  it("post office allows letters, digits, spaces and - . ' , & up to 60", () => {
    const schema = postOffice('Postitoimipaikka');
    expect(check(schema, 'Mäntsälä')).toEqual({ ok: 'Mäntsälä' });
    expect(check(schema, 'Helsinki 10')).toEqual({ ok: 'Helsinki 10' });
    expect(check(schema, 'Helsinki!')).toEqual([m.POST_OFFICE_CHARS_MESSAGE]);
    expect(check(schema, 'a'.repeat(61))).toEqual([m.maxLengthMessage(60)]);
    expect(check(schema, '')).toEqual(['Postitoimipaikka on pakollinen tieto']);
  });

  it("company name allows letters, digits, spaces and - . ' , & up to 60", () => {
    const schema = companyName('Yrityksen nimi');
    expect(check(schema, "Mäkelä & Co. Oy, O'Neill-Ab 2")).toEqual({
      ok: "Mäkelä & Co. Oy, O'Neill-Ab 2",
    });
    expect(check(schema, 'Firma (Oy)')).toEqual([m.COMPANY_NAME_CHARS_MESSAGE]);
    expect(check(schema, 'Firma@Oy')).toEqual([m.COMPANY_NAME_CHARS_MESSAGE]);
    expect(check(schema, 'a'.repeat(60))).toEqual({ ok: 'a'.repeat(60) });
    expect(check(schema, 'a'.repeat(61))).toEqual([m.maxLengthMessage(60)]);
  });
});

describe('contactPerson', () => {
  const schema = contactPerson('Yhteyshenkilö');
  it('is required and at most 60 characters, any characters', () => {
    expect(check(schema, 'Liisa (talous)')).toEqual({ ok: 'Liisa (talous)' });
    expect(check(schema, 'a'.repeat(61))).toEqual([m.maxLengthMessage(60)]);
    expect(check(schema, '')).toEqual(['Yhteyshenkilö on pakollinen tieto']);
  });
});

describe('doorCode and invoiceReference', () => {
  it('door code is optional text of at most 10 characters', () => {
    expect(check(doorCode(), '')).toEqual({ ok: '' });
    expect(check(doorCode(), ' A1234 ')).toEqual({ ok: 'A1234' });
    expect(check(doorCode(), '12345678901')).toEqual([m.maxLengthMessage(10)]);
  });

  it('invoice reference is optional text of at most 40 characters', () => {
    expect(check(invoiceReference(), '')).toEqual({ ok: '' });
    expect(check(invoiceReference(), 'x'.repeat(40))).toEqual({ ok: 'x'.repeat(40) });
    expect(check(invoiceReference(), 'x'.repeat(41))).toEqual([m.maxLengthMessage(40)]);
  });
});

describe('tempAddressName', () => {
  const schema = tempAddressName('Nimi');
  it("allows letters, spaces and ' - . , &", () => {
    expect(check(schema, "Åke O'Brien-Mäki, Jr. & Co")).toEqual({
      ok: "Åke O'Brien-Mäki, Jr. & Co",
    });
  });
  it('rejects digits and other marks', () => {
    expect(check(schema, 'Matti 2')).toEqual([m.TEMP_ADDRESS_NAME_CHARS_MESSAGE]);
    expect(check(schema, 'Matti/Maija')).toEqual([m.TEMP_ADDRESS_NAME_CHARS_MESSAGE]);
    expect(check(schema, '')).toEqual(['Nimi on pakollinen tieto']);
  });
});

describe('customerNumber and subscriptionNumber', () => {
  it('customer number has 8 or 9 digits', () => {
    const schema = customerNumber('Asiakasnumero');
    expect(check(schema, '12345678')).toEqual({ ok: '12345678' });
    expect(check(schema, ' 123456789 ')).toEqual({ ok: '123456789' });
    for (const bad of ['1234567', '1234567890', '1234567a'])
      expect(check(schema, bad)).toEqual([m.CUSTOMER_NUMBER_MESSAGE]);
    expect(check(schema, '')).toEqual(['Asiakasnumero on pakollinen tieto']);
  });

  it('subscription number has 7 or 8 digits', () => {
    const schema = subscriptionNumber('Tilausnumero');
    expect(check(schema, '1234567')).toEqual({ ok: '1234567' });
    expect(check(schema, '12345678')).toEqual({ ok: '12345678' });
    for (const bad of ['123456', '123456789', 'K-1234567'])
      expect(check(schema, bad)).toEqual([m.SUBSCRIPTION_NUMBER_MESSAGE]);
  });
});

describe('isoDate', () => {
  const schema = isoDate('Alkupäivä');
  it('accepts real yyyy-MM-dd dates', () => {
    expect(check(schema, '2026-02-28')).toEqual({ ok: '2026-02-28' });
  });
  it('rejects impossible dates and other formats', () => {
    for (const bad of ['2026-02-29', '28.2.2026', '2026-2-28'])
      expect(check(schema, bad)).toEqual([m.ISO_DATE_MESSAGE]);
    expect(check(schema, '')).toEqual(['Alkupäivä on pakollinen tieto']);
  });
  it('asks in words people use, with a Finnish example date (issue 20 item 14)', () => {
    expect(m.ISO_DATE_MESSAGE).toBe('Anna kelvollinen päivämäärä, esimerkiksi 24.12.2026.');
  });
});

describe('newPassword', () => {
  const schema = newPassword('Uusi salasana');
  it('accepts 10+ characters with letters and digits, untrimmed', () => {
    expect(check(schema, 'salasana12')).toEqual({ ok: 'salasana12' });
    expect(check(schema, ' äö 12345 x ')).toEqual({ ok: ' äö 12345 x ' });
  });
  it('rejects short passwords and ones without a letter or a digit', () => {
    for (const bad of ['salasan12', 'salasanasana', '1234567890']) {
      expect(check(schema, bad)).toEqual([m.NEW_PASSWORD_MESSAGE]);
    }
  });
  it('requires a value', () => {
    expect(check(schema, '')).toEqual(['Uusi salasana on pakollinen tieto']);
    expect(check(schema, undefined)).toEqual(['Uusi salasana on pakollinen tieto']);
  });
});
