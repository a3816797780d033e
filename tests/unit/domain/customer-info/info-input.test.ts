import { describe, expect, it } from 'vitest';
import {
  ADDRESS_NEEDED_MESSAGE,
  NOTHING_TO_CHANGE_MESSAGE,
  OPERATOR_NEEDED_MESSAGE,
  companyDetailsSchema,
  customerInfoPatchSchema,
  personalDetailsSchema,
  phoneSchema,
} from '~/domain/customer-info/info-input';
import { BIC_MESSAGE } from '~/domain/customer-info/operator-code';

const RANGE = { min: 1900, max: 2013 };

/** The first message per field path, as the form shows them. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('personal details', () => {
  const schema = personalDetailsSchema(RANGE);
  const valid = { firstName: 'Maija-Liisa', lastName: "O'Neill Äijälä", yearOfBirth: '1978' };

  it('accepts Finnish and foreign names and a year as text, trimmed, the year as a number', () => {
    expect(schema.parse({ ...valid, firstName: '  Åsa ' })).toEqual({
      firstName: 'Åsa',
      lastName: "O'Neill Äijälä",
      yearOfBirth: 1978,
    });
  });

  it('names the missing fields with the spec message', () => {
    expect(messages(schema.safeParse({ firstName: ' ', lastName: '', yearOfBirth: '' }))).toEqual({
      firstName: 'Etunimi on pakollinen tieto',
      lastName: 'Sukunimi on pakollinen tieto',
      yearOfBirth: 'Syntymävuosi on pakollinen tieto',
    });
  });

  it('refuses digits and markup in names, and more than 60 characters', () => {
    const nameMessage =
      "Nimessä voi olla vain kirjaimia, välilyöntejä, yhdysmerkkejä ja heittomerkkejä (').";
    expect(messages(schema.safeParse({ ...valid, firstName: 'Maija2' }))).toEqual({
      firstName: nameMessage,
    });
    expect(messages(schema.safeParse({ ...valid, lastName: '<b>x</b>' }))).toEqual({
      lastName: nameMessage,
    });
    expect(messages(schema.safeParse({ ...valid, lastName: 'a'.repeat(61) }))).toEqual({
      lastName: 'Kirjoita enintään 60 merkkiä.',
    });
  });

  it('takes a year of four digits within the range, ends included', () => {
    expect(schema.parse({ ...valid, yearOfBirth: '1900' }).yearOfBirth).toBe(1900);
    expect(schema.parse({ ...valid, yearOfBirth: 2013 }).yearOfBirth).toBe(2013);
    const format = 'Syntymävuoden on oltava neljä numeroa, esimerkiksi 1980.';
    for (const year of ['985', '19850', '19x5', '1985.0', '-985']) {
      expect(messages(schema.safeParse({ ...valid, yearOfBirth: year }))).toEqual({
        yearOfBirth: format,
      });
    }
    const range = 'Syntymävuoden on oltava väliltä 1900–2013.';
    for (const year of ['1899', '2014', 2026]) {
      expect(messages(schema.safeParse({ ...valid, yearOfBirth: year }))).toEqual({
        yearOfBirth: range,
      });
    }
  });

  it('refuses fields of other forms', () => {
    expect(schema.safeParse({ ...valid, phone: '0401234567' }).success).toBe(false);
  });
});

describe('phone', () => {
  it('accepts digits and - ( ) + up to 64 characters', () => {
    expect(phoneSchema.parse({ phone: '+358(40)-123-4567' })).toEqual({
      phone: '+358(40)-123-4567',
    });
    expect(phoneSchema.safeParse({ phone: '1'.repeat(64) }).success).toBe(true);
  });

  it('refuses other characters, too few digits and more than 64 characters', () => {
    expect(messages(phoneSchema.safeParse({ phone: '040 123 4567' }))).toEqual({
      phone: 'Puhelinnumerossa voi olla vain numeroita ja merkkejä + - ( ) ilman välilyöntejä.',
    });
    expect(messages(phoneSchema.safeParse({ phone: '+(12)-3' }))).toEqual({
      phone: 'Puhelinnumerossa on oltava vähintään viisi numeroa.',
    });
    expect(messages(phoneSchema.safeParse({ phone: '1'.repeat(65) }))).toEqual({
      phone: 'Kirjoita enintään 64 merkkiä.',
    });
    expect(messages(phoneSchema.safeParse({ phone: '' }))).toEqual({
      phone: 'Puhelinnumero on pakollinen tieto',
    });
  });
});

describe('company details', () => {
  const valid = {
    name: "Esimerkki & Poika Oy, Ab. 'K-2'",
    contactPerson: 'Eija Esimerkki',
    invoicingEmail: 'laskut@esimerkki.fi',
    eInvoiceAddress: '003712345671',
    eInvoiceOperator: 'OKOYFIHH',
    invoiceReference: 'Kustannuspaikka 42',
  };
  const check = (change: Partial<typeof valid>) =>
    messages(companyDetailsSchema.safeParse({ company: { ...valid, ...change } }));

  it('accepts a full set and empty optional fields', () => {
    expect(check({})).toEqual({});
    expect(
      check({
        contactPerson: '',
        invoicingEmail: '',
        eInvoiceAddress: '',
        eInvoiceOperator: '',
        invoiceReference: '',
      }),
    ).toEqual({});
  });

  it('checks the name: required, its characters, at most 60', () => {
    expect(check({ name: '' })).toEqual({ 'company.name': 'Yrityksen nimi on pakollinen tieto' });
    expect(check({ name: 'Oy!' })).toEqual({
      'company.name':
        "Yrityksen nimessä voi olla vain kirjaimia, numeroita, välilyöntejä ja merkkejä - . ' , &",
    });
    expect(check({ name: 'a'.repeat(61) })).toEqual({
      'company.name': 'Kirjoita enintään 60 merkkiä.',
    });
  });

  it('limits the contact person to 60 and the reference to 40 characters', () => {
    expect(check({ contactPerson: 'a'.repeat(61) })).toEqual({
      'company.contactPerson': 'Kirjoita enintään 60 merkkiä.',
    });
    expect(check({ invoiceReference: 'a'.repeat(40) })).toEqual({});
    expect(check({ invoiceReference: 'a'.repeat(41) })).toEqual({
      'company.invoiceReference': 'Kirjoita enintään 40 merkkiä.',
    });
  });

  it('checks the invoicing e-mail', () => {
    expect(check({ invoicingEmail: 'laskut@' })).toEqual({
      'company.invoicingEmail':
        'Tarkista sähköpostiosoite. Sen muoto on esimerkiksi nimi@esimerkki.fi.',
    });
  });

  it('takes an OVT with its check digit and an optional unit code of up to five characters', () => {
    expect(check({ eInvoiceAddress: '003712345671' })).toEqual({});
    expect(check({ eInvoiceAddress: '003701120389AB123' })).toEqual({});
    const message =
      'Verkkolaskuosoitteen on oltava kelvollinen OVT-tunnus (0037…) tai IBAN-tilinumero.';
    // Wrong check digit, a unit code of six, another country prefix, too short.
    for (const ovt of ['003712345678', '003712345671ABCDEF', '003812345671', '00371234567']) {
      expect(check({ eInvoiceAddress: ovt })).toEqual({ 'company.eInvoiceAddress': message });
    }
  });

  it('takes an IBAN by mod-97, spaces and case normalised', () => {
    const parsed = companyDetailsSchema.parse({
      company: {
        ...valid,
        eInvoiceAddress: 'fi21 1234 5600 0007 85',
        eInvoiceOperator: 'ndeafihh',
      },
    });
    expect(parsed.company.eInvoiceAddress).toBe('FI2112345600000785');
    expect(parsed.company.eInvoiceOperator).toBe('NDEAFIHH');
    expect(check({ eInvoiceAddress: 'FI2112345600000786' })).toEqual({
      'company.eInvoiceAddress':
        'Verkkolaskuosoitteen on oltava kelvollinen OVT-tunnus (0037…) tai IBAN-tilinumero.',
    });
  });

  it('limits the e-invoice address to 255 characters', () => {
    expect(check({ eInvoiceAddress: '0'.repeat(256) })).toEqual({
      'company.eInvoiceAddress': 'Kirjoita enintään 255 merkkiä.',
    });
  });

  it('takes the operator as a BIC of 8 or 11 characters', () => {
    expect(check({ eInvoiceOperator: 'DABAFIHX' })).toEqual({});
    expect(check({ eInvoiceOperator: 'NDEAFIHHXXX' })).toEqual({});
    for (const code of ['OKOYFI', 'OKOY-FIHH', 'OKOY1IHH', 'NDEAFIHHXX', '003721291126']) {
      expect(check({ eInvoiceOperator: code })).toEqual({
        'company.eInvoiceOperator': BIC_MESSAGE,
      });
    }
    expect(BIC_MESSAGE).toBe(
      'Anna verkkolaskuoperaattorin tunnus BIC-muodossa, esimerkiksi OKOYFIHH (8 tai 11 merkkiä).',
    );
  });

  it('wants the e-invoice address and its operator together', () => {
    expect(check({ eInvoiceOperator: '' })).toEqual({
      'company.eInvoiceOperator': OPERATOR_NEEDED_MESSAGE,
    });
    expect(check({ eInvoiceAddress: '' })).toEqual({
      'company.eInvoiceAddress': ADDRESS_NEEDED_MESSAGE,
    });
    expect(OPERATOR_NEEDED_MESSAGE).toBe(
      'Anna myös verkkolaskuoperaattori, kun annat verkkolaskuosoitteen.',
    );
    expect(ADDRESS_NEEDED_MESSAGE).toBe(
      'Anna myös verkkolaskuosoite, kun annat verkkolaskuoperaattorin.',
    );
  });

  it('refuses the read-only business id', () => {
    expect(
      companyDetailsSchema.safeParse({ company: { ...valid, businessId: '1234567-1' } }).success,
    ).toBe(false);
  });
});

describe('the PATCH body', () => {
  const schema = customerInfoPatchSchema(RANGE);

  it('takes any one form’s fields', () => {
    expect(schema.parse({ phone: '0401234567' })).toEqual({ phone: '0401234567' });
    expect(schema.parse({ firstName: 'Maija' })).toEqual({ firstName: 'Maija' });
  });

  it('wants at least one field and no unknown ones', () => {
    expect(schema.safeParse({}).error?.issues[0]?.message).toBe(NOTHING_TO_CHANGE_MESSAGE);
    expect(NOTHING_TO_CHANGE_MESSAGE).toBe('Anna vähintään yksi muutettava tieto.');
    expect(schema.safeParse({ phone: '0401234567', customerId: 'x' }).success).toBe(false);
  });
});
