import { z } from 'zod';
import { isIsoDate, isoDatePattern } from '../shared/dates';
import { displayPostOffice } from '../shared/names';
import * as m from '../validation/messages';
import {
  COUNTRY_OPTIONS,
  type CountryCode,
  POST_OFFICE_LABEL,
  STREET_LABEL,
  ZIP_LABEL,
} from './field-labels';

// The new address of an address change (spec §3 Address, §5): the street address, zip code,
// post office and country, validated the same way by the form and the API.

export const countryCodeSchema = z.enum(
  COUNTRY_OPTIONS.map((c) => c.code) as [CountryCode, ...CountryCode[]],
  { error: 'Valitse maa.' },
);

/** Finnish postal codes: Finland and Åland (22xxx). */
export const hasFinnishZipCode = (countryCode: string): boolean =>
  countryCode === 'FI' || countryCode === 'AX';

// Spec §5 verbatim: letters, digits, spaces and - . ' ’ ´ : (nothing else, no semicolon).
const streetPattern = /^[\p{L}\d '’´:.-]+$/u;
const zipCodeInText = /(?:^|\D)\d{5}(?!\d)/;
const foreignZipPattern = /^[A-Za-z\d -]{2,10}$/;

export const STREET_CHARS_MESSAGE =
  "Katuosoitteessa voi olla vain kirjaimia, numeroita, välilyöntejä ja merkkejä - . ' ’ ´ :";
export const FOREIGN_ZIP_MESSAGE =
  'Postinumerossa voi olla 2–10 kirjainta, numeroa, välilyöntiä tai yhdysmerkkiä.';

/**
 * A required text field with one message at most and no abort: src/domain/validation's builders
 * abort on an empty value, which would also skip the object-level checks (zip code by country,
 * start before end), so a half-filled form would show its errors one round at a time.
 */
function textField(label: string, rule: (value: string) => string | null, doc: FieldDoc = {}) {
  return z
    .string({ error: (issue) => (issue.input == null ? m.requiredMessage(label) : undefined) })
    .trim()
    .superRefine((value, ctx) => {
      const message = value === '' ? m.requiredMessage(label) : rule(value);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    })
    .meta({ minLength: 1, ...doc });
}

/**
 * What the API document says of a field whose rule is a function (issue 35): a client that
 * checks these refuses what the rule refuses, the rest (a zip code inside a street) the server
 * says in the field's message.
 */
interface FieldDoc {
  maxLength?: number;
  pattern?: string;
  format?: string;
}

/** Street and house number, e.g. 'Rantatie 4 B 2': the §5 charset and no zip code inside. */
export function streetAddressRule(v: string): string | null {
  if (v.length > 100) return m.maxLengthMessage(100);
  if (!streetPattern.test(v)) return STREET_CHARS_MESSAGE;
  return zipCodeInText.test(v) ? m.STREET_ADDRESS_ZIP_MESSAGE : null;
}

export const streetAddressField = (label: string) =>
  textField(label, streetAddressRule, { maxLength: 100, pattern: streetPattern.source });

// Spec §5 "post office similar charset, max 60": the company-name charset of validation/fields.
const postOfficePattern = /^[\p{L}\d '.,&-]+$/u;
export function postOfficeRule(v: string): string | null {
  if (v.length > 60) return m.maxLengthMessage(60);
  return postOfficePattern.test(v) ? null : m.POST_OFFICE_CHARS_MESSAGE;
}

const postOfficeField = (label: string) =>
  textField(label, postOfficeRule, { maxLength: 60, pattern: postOfficePattern.source });

/** A 'yyyy-MM-dd' date (what a date input gives). */
export const dateField = (label: string) =>
  textField(label, (v) => (isIsoDate(v) ? null : m.ISO_DATE_MESSAGE), {
    format: 'date',
    pattern: isoDatePattern.source,
  });

/** The address fields of every address form, flat so that a form field is one key. */
export const addressShape = {
  streetAddress: streetAddressField(STREET_LABEL),
  zipCode: textField(ZIP_LABEL, (v) => (v.length > 10 ? m.maxLengthMessage(10) : null), {
    maxLength: 10,
  }),
  postOffice: postOfficeField(POST_OFFICE_LABEL),
  countryCode: countryCodeSchema.default('FI'),
};

/**
 * Runs an object-level check also when other fields failed (so the form shows every error at
 * once), but only when the named fields themselves passed their own checks.
 */
export const whenFieldsValid = (...keys: string[]): z.core.$ZodSuperRefineParams => ({
  when: (payload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    // An array is an object too, but not the object these checks read (issue 12: an array
    // body answered 500).
    !Array.isArray(payload.value) &&
    !payload.issues.some((i) => keys.includes(String(i.path?.[0]))),
});

/** Zip codes depend on the country: exactly five digits in Finland (spec §5, §9). */
export function checkZipCode(
  value: { zipCode: string; countryCode: string },
  ctx: z.RefinementCtx,
): void {
  const ok = hasFinnishZipCode(value.countryCode)
    ? /^\d{5}$/.test(value.zipCode)
    : foreignZipPattern.test(value.zipCode);
  if (!ok) {
    ctx.addIssue({
      code: 'custom',
      path: ['zipCode'],
      message: hasFinnishZipCode(value.countryCode) ? m.ZIP_CODE_MESSAGE : FOREIGN_ZIP_MESSAGE,
    });
  }
}

export interface PostalAddress {
  streetAddress: string;
  zipCode: string;
  postOffice: string;
  countryCode: string;
}

/** Spec §3: a non-Finnish country code is prefixed to the zip code, e.g. 'SE-11122'. */
export function displayZipCode(countryCode: string, zipCode: string): string {
  return countryCode === 'FI' ? zipCode : `${countryCode}-${zipCode}`;
}

/** 'Rantatie 4, 21600 PARAINEN' or 'Storgatan 1, SE-11122 STOCKHOLM'. */
export function formatPostalAddress(a: PostalAddress): string {
  return `${a.streetAddress}, ${displayZipCode(a.countryCode, a.zipCode)} ${displayPostOffice(a.postOffice)}`;
}

const normalise = (s: string) => s.trim().toLocaleLowerCase('fi-FI').replace(/\s+/g, ' ');

/**
 * The same delivery point: street address, zip code and country, compared without case and
 * extra spaces. The post office follows from the zip code, so a differently spelled post office
 * is still the same address.
 */
export function isSameAddress(a: PostalAddress, b: PostalAddress): boolean {
  return (
    normalise(a.streetAddress) === normalise(b.streetAddress) &&
    normalise(a.zipCode) === normalise(b.zipCode) &&
    a.countryCode.toUpperCase() === b.countryCode.toUpperCase()
  );
}

/**
 * The street name the address database knows, from a street address with its house number:
 * 'Mannerheimintie 10 A 5' -> 'mannerheimintie', "Rue d'Été 3" -> "rue d'été". Words are taken
 * up to the first one that starts with a digit; null when nothing is left.
 */
export function streetNameKey(streetAddress: string): string | null {
  const words: string[] = [];
  for (const word of streetAddress.trim().split(/\s+/)) {
    if (/^\d/.test(word)) break;
    words.push(word);
  }
  const key = normalise(words.join(' '));
  return key === '' ? null : key;
}
