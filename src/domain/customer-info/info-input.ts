import { z } from 'zod';
import {
  companyName,
  invoiceReference,
  personName,
  phone,
  yearOfBirth,
} from '../validation/fields';
import { isValidEInvoiceAddress } from '../validation/finnish-ids';
import * as m from '../validation/messages';
import {
  COMPANY_NAME_LABEL,
  FIRST_NAME_LABEL,
  LAST_NAME_LABEL,
  PHONE_LABEL,
  YEAR_OF_BIRTH_LABEL,
} from './field-labels';
import { BIC_MESSAGE, isValidBic, normaliseBic } from './operator-code';
import type { YearRange } from './year-range';

// The inputs of PATCH /customer/info (spec §7 "body: customer info"). Each form sends its own
// part, checked by its own schema below; the PATCH body is the same fields, each optional, so
// that the handler parses exactly what the forms check (DESIGN.md: one schema per input).

export const OPERATOR_NEEDED_MESSAGE =
  'Anna myös verkkolaskuoperaattori, kun annat verkkolaskuosoitteen.';
export const ADDRESS_NEEDED_MESSAGE =
  'Anna myös verkkolaskuosoite, kun annat verkkolaskuoperaattorin.';
export const NOTHING_TO_CHANGE_MESSAGE = 'Anna vähintään yksi muutettava tieto.';

const optionalText = (max: number) => z.string().trim().max(max, m.maxLengthMessage(max));

/** Spaces out of an IBAN and its letters upper-cased; an OVT stays as written. */
const normaliseEInvoiceAddress = (s: string): string =>
  /^[A-Za-z]{2}/.test(s) ? s.replace(/ /g, '').toUpperCase() : s;

/**
 * A company's details (spec §3 Company, §5): the name is required, the rest may be empty. An
 * e-invoice address is a valid OVT or IBAN and needs its operator, a BIC, and the other way round.
 */
const companyDetailsFields = z
  .strictObject({
    name: companyName(COMPANY_NAME_LABEL),
    contactPerson: optionalText(60),
    invoicingEmail: optionalText(254)
      .refine((v) => v === '' || z.regexes.email.test(v), m.EMAIL_MESSAGE)
      .meta({ pattern: `^$|${z.regexes.email.source}` }),
    eInvoiceAddress: optionalText(255)
      .refine((v) => v === '' || isValidEInvoiceAddress(v), m.E_INVOICE_ADDRESS_MESSAGE)
      .transform(normaliseEInvoiceAddress)
      .meta({
        description:
          'An OVT code (0037 and a business ID) or an IBAN with a valid check, or empty; ' +
          'given together with eInvoiceOperator.',
      }),
    eInvoiceOperator: z
      .string()
      .trim()
      .refine((v) => v === '' || isValidBic(v), BIC_MESSAGE)
      .transform(normaliseBic)
      .meta({
        description: 'A BIC of 8 or 11 characters (any case), or empty with no e-invoice address.',
        pattern: '^\\s*(?:[A-Za-z0-9]{4}[A-Za-z]{2}[A-Za-z0-9]{2}(?:[A-Za-z0-9]{3})?)?\\s*$',
      }),
    invoiceReference: invoiceReference(),
  })
  .superRefine((v, ctx) => {
    if (v.eInvoiceAddress !== '' && v.eInvoiceOperator === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['eInvoiceOperator'],
        message: OPERATOR_NEEDED_MESSAGE,
      });
    }
    if (v.eInvoiceOperator !== '' && v.eInvoiceAddress === '') {
      ctx.addIssue({ code: 'custom', path: ['eInvoiceAddress'], message: ADDRESS_NEEDED_MESSAGE });
    }
  });
export type CompanyDetailsFields = z.infer<typeof companyDetailsFields>;

const personalShape = (range: YearRange) => ({
  firstName: personName(FIRST_NAME_LABEL),
  lastName: personName(LAST_NAME_LABEL),
  yearOfBirth: yearOfBirth(YEAR_OF_BIRTH_LABEL, range),
});

const phoneShape = { phone: phone(PHONE_LABEL) };

/** /tili/asiakastiedot/muokkaa-henkilotietoja: first and last name, year of birth in the range. */
export const personalDetailsSchema = (range: YearRange) => z.strictObject(personalShape(range));
export type PersonalDetailsInput = z.infer<ReturnType<typeof personalDetailsSchema>>;

/** The phone modal and /tili/asiakastiedot/muokkaa-puhelinnumeroa. */
export const phoneSchema = z.strictObject(phoneShape);
export type PhoneInput = z.infer<typeof phoneSchema>;

/** /tili/asiakastiedot/muokkaa-yritystietoja: a company admin's company details. */
export const companyDetailsSchema = z.strictObject({ company: companyDetailsFields });
export type CompanyDetailsInput = z.infer<typeof companyDetailsSchema>;

/** PATCH /customer/info: any of the forms' fields, at least one. */
export const customerInfoPatchSchema = (range: YearRange) =>
  z
    .strictObject({ ...personalShape(range), ...phoneShape, company: companyDetailsFields })
    .partial()
    .refine((v) => Object.keys(v).length > 0, NOTHING_TO_CHANGE_MESSAGE)
    .meta({ minProperties: 1 });
export type CustomerInfoPatch = z.infer<ReturnType<typeof customerInfoPatchSchema>>;
