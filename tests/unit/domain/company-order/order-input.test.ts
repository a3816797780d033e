import { describe, expect, it } from 'vitest';
import {
  companyOrderDetailsSchema,
  companyOrderInputSchema,
} from '~/domain/company-order/order-input';
import {
  CONTACT_PERSON_REQUIRED,
  CONTACT_SALES_MESSAGE,
  COPIES_CONTACT_SALES_MESSAGE,
  INVOICING_CHANNEL_MESSAGE,
  TERMS_MESSAGE,
} from '~/domain/company-order/order-texts';

const details = {
  readers: 5,
  businessId: '1234567-1',
  company: {
    name: 'Testi Oy',
    contactPerson: 'Teija Testi',
    invoicingEmail: 'laskut@testi.example.fi',
    eInvoiceAddress: '',
    eInvoiceOperator: '',
    invoiceReference: '',
  },
  address: { streetAddress: 'Mannerheimintie 10', zipCode: '00100', postOffice: 'Helsinki' },
};
const order = {
  ...details,
  slug: 'paivan-sanomat-digi-yritys',
  termsAccepted: true,
  idempotencyKey: '6f1c7d8e-1111-4222-8333-944455556666',
};

function messages(input: unknown, schema = companyOrderInputSchema) {
  const parsed = schema.safeParse(input);
  return Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('companyOrderInputSchema', () => {
  it('accepts a whole order', () => {
    expect(companyOrderInputSchema.safeParse(order).success).toBe(true);
    expect(companyOrderDetailsSchema('DIGI_READERS').safeParse(details).success).toBe(true);
  });

  it('checks the Y-tunnus check digit (1234567-8 is not valid)', () => {
    expect(messages({ ...order, businessId: '1234567-8' })).toEqual({
      businessId:
        'Tarkista Y-tunnus. Sen muoto on 1234567-1, ja viimeisen numeron on täsmättävä muihin.',
    });
  });

  it('asks a print order for copies and the first issue instead of readers', () => {
    const print = { ...order, slug: 'paivan-sanomat-7-pv-yritys', readers: undefined };
    expect(messages({ ...print, copies: 3, startDate: '2026-12-01' })).toEqual({});
    expect(messages(print)).toEqual({
      copies: 'Anna lehtien määrä kokonaislukuna.',
      startDate: 'Valitse ensimmäinen jakelupäivä.',
    });
    expect(messages({ ...print, copies: 21, startDate: '2026-12-01' })).toEqual({
      copies: COPIES_CONTACT_SALES_MESSAGE,
    });
    expect(messages({ ...print, copies: 3, startDate: '1.12.2026' })).toEqual({
      startDate: 'Anna kelvollinen päivämäärä, esimerkiksi 24.12.2026.',
    });
    expect(messages({ ...print, copies: 3, startDate: '2026-12-01', readers: 2 })).toEqual({
      readers: 'Tämä tieto ei kuulu tähän tilaukseen. Aloita tilaus alusta.',
    });
    expect(messages({ ...order, copies: 3 })).toEqual({
      copies: 'Tämä tieto ei kuulu tähän tilaukseen. Aloita tilaus alusta.',
    });
    const printDetails = { ...details, readers: undefined, copies: 2, startDate: '2026-12-01' };
    expect(companyOrderDetailsSchema('PRINT_COPIES').safeParse(printDetails).success).toBe(true);
    expect(companyOrderDetailsSchema('DIGI_READERS').safeParse(printDetails).success).toBe(false);
  });

  it('says to contact sales above 50 readers', () => {
    expect(messages({ ...order, readers: 51 })).toEqual({ readers: CONTACT_SALES_MESSAGE });
  });

  it('needs accepted terms', () => {
    expect(messages({ ...order, termsAccepted: false })).toEqual({ termsAccepted: TERMS_MESSAGE });
  });

  it('needs a contact person and a way to send the invoice', () => {
    const company = { ...details.company, contactPerson: '', invoicingEmail: '' };
    expect(messages({ ...order, company })).toEqual({
      'company.contactPerson': CONTACT_PERSON_REQUIRED,
      'company.invoicingEmail': INVOICING_CHANNEL_MESSAGE,
    });
  });

  it('takes an e-invoice address (OVT or IBAN) with its operator instead of an e-mail', () => {
    const ovt = { ...details.company, invoicingEmail: '', eInvoiceAddress: '003712345671' };
    expect(messages({ ...order, company: { ...ovt, eInvoiceOperator: 'OKOYFIHH' } })).toEqual({});
    expect(messages({ ...order, company: ovt })).toEqual({
      'company.eInvoiceOperator':
        'Anna myös verkkolaskuoperaattori, kun annat verkkolaskuosoitteen.',
    });
    expect(
      messages({
        ...order,
        company: { ...ovt, eInvoiceAddress: '003712345678', eInvoiceOperator: 'OKOYFIHH' },
      }),
    ).toEqual({
      'company.eInvoiceAddress':
        'Verkkolaskuosoitteen on oltava kelvollinen OVT-tunnus (0037…) tai IBAN-tilinumero.',
    });
  });

  it('holds the §5 limits: company name 60, invoice reference 40, five-digit zip code', () => {
    const long = { ...details.company, name: 'A'.repeat(61), invoiceReference: 'x'.repeat(41) };
    expect(messages({ ...order, company: long })).toEqual({
      'company.name': 'Kirjoita enintään 60 merkkiä.',
      'company.invoiceReference': 'Kirjoita enintään 40 merkkiä.',
    });
    expect(messages({ ...order, address: { ...details.address, zipCode: '0010' } })).toEqual({
      'address.zipCode': 'Postinumeron on oltava viisi numeroa.',
    });
  });

  it('refuses unknown fields and a missing idempotency key', () => {
    expect(companyOrderInputSchema.safeParse({ ...order, price: 1 }).success).toBe(false);
    expect(companyOrderInputSchema.safeParse({ ...order, idempotencyKey: undefined }).success).toBe(
      false,
    );
  });
});
