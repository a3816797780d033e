import { z } from 'zod';
import { isIsoDate, isoDatePattern } from '../shared/dates';
import * as m from './messages';
import { SUBSCRIPTION_NUMBER } from './subscription-number';

// Zod field builders shared by forms and API handlers. Builders that take a label are required
// fields: the label names the field in the required message. Text is trimmed first, and the
// required check aborts so that an empty field shows one message, not a pile of them.

const letters = '\\p{L}'; // any letter, so å, ä, ö and foreign names pass
const orgNamePattern = new RegExp(`^[${letters}\\d '\\-.,&]+$`, 'u');
const streetAddressPattern = new RegExp(`^[${letters}\\d '’´:;.\\-]+$`, 'u');
const tempAddressNamePattern = new RegExp(`^[${letters} '\\-.,&]+$`, 'u');
/** A person's name: letters, spaces, hyphens and apostrophes; nothing that reads as markup. */
const personNamePattern = new RegExp(`^[${letters}][${letters} '’\\-]*$`, 'u');
const zipCodeInText = /(?:^|\D)\d{5}(?!\d)/;

const missing = (label: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? m.requiredMessage(label) : undefined;

export function requiredString(label: string, opts: { max?: number } = {}) {
  const base = z
    .string({ error: missing(label) })
    .trim()
    .min(1, { error: m.requiredMessage(label), abort: true });
  return opts.max === undefined ? base : base.max(opts.max, m.maxLengthMessage(opts.max));
}

/** At most 254 characters, the longest address mail can carry (RFC 5321). */
const EMAIL_MAX_LENGTH = 254;

export const email = (label: string) =>
  requiredString(label, { max: EMAIL_MAX_LENGTH }).regex(z.regexes.email, m.EMAIL_MESSAGE);

export const personName = (label: string, max = 60) =>
  requiredString(label, { max }).regex(personNamePattern, m.PERSON_NAME_MESSAGE);

export const zipCode = (label: string) =>
  requiredString(label).regex(/^\d{5}$/, m.ZIP_CODE_MESSAGE);

/** Spec: digits and - ( ) + only, max 64; "length checked" is read as at least five digits. */
export const phone = (label: string) =>
  requiredString(label, { max: 64 })
    .regex(/^[\d\-()+]+$/, m.PHONE_CHARS_MESSAGE)
    .refine((v) => v.replace(/\D/g, '').length >= 5, m.PHONE_LENGTH_MESSAGE);

/** Four digits within [min, max]; accepts the form's string or the API's number. */
export function yearOfBirth(label: string, range: { min: number; max: number }) {
  return z
    .union([z.string(), z.number()], { error: m.requiredMessage(label) })
    .transform((value, ctx) => {
      const text = String(value).trim();
      const issue = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (text === '') return issue(m.requiredMessage(label));
      if (!/^\d{4}$/.test(text)) return issue(m.YEAR_OF_BIRTH_FORMAT_MESSAGE);
      const year = Number(text);
      if (year < range.min || year > range.max) {
        return issue(m.yearOfBirthRangeMessage(range.min, range.max));
      }
      return year;
    })
    .meta({
      description: `Four digits, as a string or a number, from ${range.min} to ${range.max}.`,
      anyOf: [
        { type: 'string', pattern: '^\\s*\\d{4}\\s*$' },
        { type: 'integer', minimum: range.min, maximum: range.max },
      ],
    });
}

/** No zip code inside: customers often type "Katu 1, 00100 Helsinki" into one field. */
export const streetAddress = (label: string) =>
  requiredString(label)
    .regex(streetAddressPattern, m.STREET_ADDRESS_CHARS_MESSAGE)
    .refine((v) => !zipCodeInText.test(v), m.STREET_ADDRESS_ZIP_MESSAGE);

/** Spec §5: "post office similar charset" — read as the company-name charset. */
export const postOffice = (label: string) =>
  requiredString(label, { max: 60 }).regex(orgNamePattern, m.POST_OFFICE_CHARS_MESSAGE);

export const companyName = (label: string) =>
  requiredString(label, { max: 60 }).regex(orgNamePattern, m.COMPANY_NAME_CHARS_MESSAGE);

export const contactPerson = (label: string) => requiredString(label, { max: 60 });

/** Optional free-text fields: no label, empty is fine; add .optional() for absent keys. */
export const doorCode = () => z.string().trim().max(10, m.maxLengthMessage(10));
export const invoiceReference = () => z.string().trim().max(40, m.maxLengthMessage(40));

export const tempAddressName = (label: string) =>
  requiredString(label).regex(tempAddressNamePattern, m.TEMP_ADDRESS_NAME_CHARS_MESSAGE);

export const customerNumber = (label: string) =>
  requiredString(label).regex(/^\d{8,9}$/, m.CUSTOMER_NUMBER_MESSAGE);

export const subscriptionNumber = (label: string) =>
  requiredString(label).regex(SUBSCRIPTION_NUMBER, m.SUBSCRIPTION_NUMBER_MESSAGE);

/**
 * A calendar day as yyyy-mm-dd. The document says so (format and pattern), so a client checks
 * what the server does; the calendar's own rule (no 31.2.) is the refinement.
 */
export const isoDate = (label: string) =>
  requiredString(label)
    .regex(isoDatePattern, { error: m.ISO_DATE_MESSAGE, abort: true })
    .refine(isIsoDate, m.ISO_DATE_MESSAGE)
    .meta({ format: 'date' });

/** Not trimmed: spaces are legitimate password characters. */
export const newPassword = (label: string) =>
  z
    .string({ error: missing(label) })
    .min(1, { error: m.requiredMessage(label), abort: true })
    .refine((v) => v.length >= 10 && /\p{L}/u.test(v) && /\d/.test(v), m.NEW_PASSWORD_MESSAGE);
