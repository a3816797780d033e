import { describe, expect, it } from 'vitest';
import {
  BUSINESS_ID_EXAMPLE,
  businessIdCheckDigit,
  finnishReferenceCheckDigit,
  isValidBusinessId,
  isValidEInvoiceAddress,
  isValidFinnishReference,
  isValidIban,
  isValidOvt,
  isValidRfReference,
} from '~/domain/validation/finnish-ids';
import { businessIdSchema, eInvoiceAddressSchema } from '~/domain/validation/finnish-id-schemas';
import { BUSINESS_ID_MESSAGE, E_INVOICE_ADDRESS_MESSAGE } from '~/domain/validation/messages';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('Y-tunnus', () => {
  it('computes the check digit with weights 7,9,10,5,8,4,2', () => {
    // 7+18+30+20+40+24+14 = 153, 153 mod 11 = 10, 11 - 10 = 1
    expect(businessIdCheckDigit('1234567')).toBe(1);
    // 0+9+10+10+0+12+16 = 57, 57 mod 11 = 2, 11 - 2 = 9
    expect(businessIdCheckDigit('0112038')).toBe(9);
    // 7+4 = 11, remainder 0 gives check digit 0
    expect(businessIdCheckDigit('1000002')).toBe(0);
    // 6*2 = 12, remainder 1: no valid check digit exists
    expect(businessIdCheckDigit('0000006')).toBeNull();
    expect(businessIdCheckDigit('123456')).toBeNull();
  });

  it('accepts ids with the right check digit', () => {
    expect(isValidBusinessId('1234567-1')).toBe(true);
    expect(isValidBusinessId('0112038-9')).toBe(true);
    expect(isValidBusinessId('1000002-0')).toBe(true);
  });

  it('rejects a wrong check digit, remainder 1 and other shapes', () => {
    expect(isValidBusinessId('1234567-8')).toBe(false);
    // The example the forms show is itself valid (issue 30 item 13).
    expect(isValidBusinessId(BUSINESS_ID_EXAMPLE)).toBe(true);
    expect(BUSINESS_ID_MESSAGE).toContain(BUSINESS_ID_EXAMPLE);
    for (let d = 0; d <= 9; d += 1) expect(isValidBusinessId(`0000006-${d}`)).toBe(false);
    expect(isValidBusinessId('12345671')).toBe(false);
    expect(isValidBusinessId('123456-1')).toBe(false);
    expect(isValidBusinessId('1234567-')).toBe(false);
    expect(isValidBusinessId('FI12345671')).toBe(false);
  });

  it('schema trims, requires and explains', () => {
    expect(businessIdSchema.parse(' 1234567-1 ')).toBe('1234567-1');
    expect(firstMessage(businessIdSchema.safeParse('1234567-8'))).toBe(BUSINESS_ID_MESSAGE);
    expect(firstMessage(businessIdSchema.safeParse(''))).toBe('Y-tunnus on pakollinen tieto');
    expect(firstMessage(businessIdSchema.safeParse(undefined))).toBe(
      'Y-tunnus on pakollinen tieto',
    );
  });
});

describe('IBAN', () => {
  it('accepts valid IBANs with or without spaces, any case', () => {
    expect(isValidIban('FI21 1234 5600 0007 85')).toBe(true);
    expect(isValidIban('FI2112345600000785')).toBe(true);
    expect(isValidIban('fi21 1234 5600 0007 85')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
  });

  it('rejects a wrong check', () => {
    expect(isValidIban('FI21 1234 5600 0007 86')).toBe(false);
    expect(isValidIban('FI22 1234 5600 0007 85')).toBe(false);
  });

  it('requires 18 characters for a Finnish IBAN even when mod-97 passes', () => {
    expect(isValidIban('FI211234560000078')).toBe(false);
    expect(isValidIban('FI59123456000007850')).toBe(false);
  });

  it('rejects other shapes', () => {
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('1234 5600 0007 85')).toBe(false);
    expect(isValidIban('FI21-1234-5600-0007-85')).toBe(false);
  });
});

describe('national reference number', () => {
  it('computes the 7-3-1 check digit', () => {
    // from the right: 3*7 + 2*3 + 1*1 = 28, next ten is 30
    expect(finnishReferenceCheckDigit('123')).toBe(2);
    expect(finnishReferenceCheckDigit('86851625961989')).toBe(7);
    // 0*7 + 5*3 + 5*1 = 20 is already a multiple of ten
    expect(finnishReferenceCheckDigit('550')).toBe(0);
    expect(finnishReferenceCheckDigit('100')).toBe(9);
  });

  it('accepts 4–20 digits with the right check digit, spaces allowed', () => {
    expect(isValidFinnishReference('1232')).toBe(true);
    expect(isValidFinnishReference('86851 62596 19897')).toBe(true);
    expect(isValidFinnishReference('5500')).toBe(true);
    expect(isValidFinnishReference('12345678901234567894')).toBe(true);
  });

  it('rejects wrong check digits and lengths', () => {
    expect(isValidFinnishReference('1233')).toBe(false);
    expect(isValidFinnishReference('86851 62596 19898')).toBe(false);
    expect(isValidFinnishReference('132')).toBe(false); // 3 digits
    expect(isValidFinnishReference('123456789012345678904')).toBe(false); // 21 digits
    expect(isValidFinnishReference('RF1232')).toBe(false);
  });
});

describe('RF creditor reference', () => {
  it('accepts valid references, spaces and lowercase allowed', () => {
    expect(isValidRfReference('RF18 5390 0754 7034')).toBe(true);
    expect(isValidRfReference('RF09 8685 1625 9619 897')).toBe(true);
    expect(isValidRfReference('rf9811112')).toBe(true);
    expect(isValidRfReference('RF371234ABC')).toBe(true);
  });

  it('rejects wrong checks and shapes', () => {
    expect(isValidRfReference('RF19 5390 0754 7034')).toBe(false);
    expect(isValidRfReference('RF18')).toBe(false);
    expect(isValidRfReference('RF1853900754703412345678901')).toBe(false); // 22 characters after check
    expect(isValidRfReference('XX18 5390 0754 7034')).toBe(false);
  });
});

describe('OVT', () => {
  it('accepts 0037 + valid Y-tunnus digits + up to five characters', () => {
    expect(isValidOvt('003712345671')).toBe(true);
    expect(isValidOvt('003701120389')).toBe(true);
    expect(isValidOvt('00371234567100001')).toBe(true);
    expect(isValidOvt('0037123456711ABC')).toBe(true);
  });

  it('rejects a bad embedded check digit, prefix or suffix', () => {
    expect(isValidOvt('003712345678')).toBe(false);
    expect(isValidOvt('004412345671')).toBe(false);
    expect(isValidOvt('003712345671123456')).toBe(false);
    expect(isValidOvt('0037123456-71')).toBe(false);
    expect(isValidOvt('00371234567')).toBe(false);
  });
});

describe('e-invoice address', () => {
  it('accepts an OVT or an IBAN', () => {
    expect(isValidEInvoiceAddress('003712345671')).toBe(true);
    expect(isValidEInvoiceAddress('FI21 1234 5600 0007 85')).toBe(true);
    expect(isValidEInvoiceAddress(' 003712345671 ')).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isValidEInvoiceAddress('laskut@yritys.fi')).toBe(false);
    expect(isValidEInvoiceAddress('003712345678')).toBe(false);
    expect(isValidEInvoiceAddress(`FI21 1234 5600 0007 85${' '.repeat(240)}x`)).toBe(false);
  });

  it('schema requires, limits to 255 and explains', () => {
    expect(eInvoiceAddressSchema.parse(' 003712345671 ')).toBe('003712345671');
    expect(firstMessage(eInvoiceAddressSchema.safeParse('123'))).toBe(E_INVOICE_ADDRESS_MESSAGE);
    expect(firstMessage(eInvoiceAddressSchema.safeParse(''))).toBe(
      'Verkkolaskuosoite on pakollinen tieto',
    );
    expect(firstMessage(eInvoiceAddressSchema.safeParse('x'.repeat(256)))).toBe(
      'Kirjoita enintään 255 merkkiä.',
    );
  });
});
