import { z } from 'zod';
import { PASSWORD_TOO_LONG_MESSAGE } from '../account-credentials/credential-messages';
import { sameTwice } from '../account-credentials/password-change-input';
import { typedPassword } from '../account-credentials/username-change-input';
import { postOfficeRule, streetAddressRule } from '../address-changes/address-fields';
import { email, newPassword, personName } from '../validation/fields';
import * as m from '../validation/messages';
import {
  EMAIL_LABEL,
  FIRST_NAME_LABEL,
  LAST_NAME_LABEL,
  PASSWORD_AGAIN_LABEL,
  PASSWORD_LABEL,
  POST_OFFICE_LABEL,
  REGISTER_EVENT,
  STREET_LABEL,
  ZIP_LABEL,
} from './registration-texts';

/** An optional text: empty is fine here, the address as a whole is checked below. */
const optionalText = (rule: (value: string) => string | null) =>
  z
    .string()
    .trim()
    .default('')
    .superRefine((value, ctx) => {
      const message = value === '' ? null : rule(value);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    });

const ADDRESS_FIELDS = [
  ['streetAddress', STREET_LABEL],
  ['zipCode', ZIP_LABEL],
  ['postOffice', POST_OFFICE_LABEL],
] as const;

/**
 * The registration form and POST /auth/registrations (issue 15 item 3, decision 0034): the
 * e-mail address becomes the username; the password follows the password change's rule (spec
 * §5); the name is required; the Finnish postal address is optional but whole (a household
 * reading right needs it).
 */
export const registrationInputSchema = z
  .strictObject({
    email: email(EMAIL_LABEL),
    password: newPassword(PASSWORD_LABEL).pipe(z.string().max(200, PASSWORD_TOO_LONG_MESSAGE)),
    passwordAgain: typedPassword(PASSWORD_AGAIN_LABEL).describe('The same as password.'),
    firstName: personName(FIRST_NAME_LABEL),
    lastName: personName(LAST_NAME_LABEL),
    streetAddress: optionalText(streetAddressRule),
    zipCode: optionalText((v) => (/^\d{5}$/.test(v) ? null : m.ZIP_CODE_MESSAGE)),
    postOffice: optionalText(postOfficeRule),
    /** Where to go after the e-mail is confirmed (checked with safeReturnPath on the server). */
    returnPath: z.string().max(500).optional(),
  })
  .refine(...sameTwice('password', 'passwordAgain'))
  .superRefine((v, ctx) => {
    const given = ADDRESS_FIELDS.filter(([key]) => v[key] !== '');
    if (given.length === 0 || given.length === ADDRESS_FIELDS.length) return;
    for (const [key, label] of ADDRESS_FIELDS) {
      if (v[key] === '')
        ctx.addIssue({ code: 'custom', path: [key], message: m.requiredMessage(label) });
    }
  })
  .meta({ id: 'RegistrationInput' });
export type RegistrationInput = z.input<typeof registrationInputSchema>;
export type RegistrationFields = z.output<typeof registrationInputSchema>;

/** The answer to a registration: where the confirmation link went, for how long. */
export const registrationRequestedSchema = z
  .object({ email: z.string(), validHours: z.number().int() })
  .meta({ id: 'RegistrationRequested' });
export type RegistrationRequested = z.infer<typeof registrationRequestedSchema>;

/** POST /auth/registrations/confirm: the token of the e-mailed link. */
export const registrationConfirmInputSchema = z
  .strictObject({ token: z.string().max(200) })
  .meta({ id: 'RegistrationConfirmInput' });
export type RegistrationConfirmInput = z.infer<typeof registrationConfirmInputSchema>;

export const registrationConfirmedSchema = z
  .object({
    /** The new username; this browser is now logged in with it. */
    username: z.string(),
    /** Where the customer was going when they registered (e.g. /ak/{code}), or /tili. */
    returnPath: z.string(),
    analyticsEvent: z.literal(REGISTER_EVENT),
  })
  .meta({ id: 'RegistrationConfirmed' });
export type RegistrationConfirmed = z.infer<typeof registrationConfirmedSchema>;
