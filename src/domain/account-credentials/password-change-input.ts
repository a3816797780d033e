import { z } from 'zod';
import { email, newPassword } from '../validation/fields';
import { requiredMessage } from '../validation/messages';
import {
  CURRENT_PASSWORD_LABEL,
  NEW_PASSWORD_AGAIN_LABEL,
  NEW_PASSWORD_LABEL,
  USERNAME_LABEL,
} from './credential-texts';
import { PASSWORDS_DIFFER_MESSAGE, PASSWORD_TOO_LONG_MESSAGE } from './credential-messages';
import { bothStrings, typedPassword } from './username-change-input';

/**
 * Two password fields that must be the same: compared only when both are there, so an empty
 * second entry says "required", not "differ". For `.refine(...)` of the password forms.
 */
export function sameTwice<A extends string, B extends string>(first: A, second: B) {
  const path: PropertyKey[] = [second];
  return [
    (v: Record<A | B, string>) => v[first] === v[second],
    {
      path,
      message: PASSWORDS_DIFFER_MESSAGE,
      when: (payload: { value: unknown }) =>
        bothStrings(payload.value, first, second) &&
        (payload.value as Record<B, string>)[second] !== '',
    },
  ] as const;
}

/** The new password (spec §5: at least 10 characters with letters and digits), typed twice. */
const newPasswordPair = {
  newPassword: newPassword(NEW_PASSWORD_LABEL).pipe(z.string().max(200, PASSWORD_TOO_LONG_MESSAGE)),
  newPasswordAgain: z
    .string({ error: requiredMessage(NEW_PASSWORD_AGAIN_LABEL) })
    .min(1, requiredMessage(NEW_PASSWORD_AGAIN_LABEL))
    .describe('The same as newPassword.'),
};

/**
 * The password change form and PUT /account/password (spec §5): the current password is
 * required; the new one has at least 10 characters with letters and digits, entered twice.
 */
export const passwordChangeInputSchema = z
  .strictObject({ currentPassword: typedPassword(CURRENT_PASSWORD_LABEL), ...newPasswordPair })
  .refine(...sameTwice('newPassword', 'newPasswordAgain'))
  .meta({ id: 'PasswordChangeInput' });
export type PasswordChangeInput = z.input<typeof passwordChangeInputSchema>;
export type PasswordChangeFields = z.output<typeof passwordChangeInputSchema>;

/**
 * The new password form of a password reset and POST /account/password-reset/confirm: the
 * e-mailed link's token (its shape is no form error: a mangled link is an expired one) and the
 * new password twice (decision 0035).
 */
export const passwordResetConfirmInputSchema = z
  .strictObject({ token: z.string().max(200), ...newPasswordPair })
  .refine(...sameTwice('newPassword', 'newPasswordAgain'))
  .meta({ id: 'PasswordResetConfirmInput' });
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmInputSchema>;
export type PasswordResetConfirmFields = z.output<typeof passwordResetConfirmInputSchema>;

/** The "forgot password" form and POST /account/password-reset: the username. */
export const passwordResetRequestInputSchema = z
  .strictObject({ email: email(USERNAME_LABEL) })
  .meta({ id: 'PasswordResetRequestInput' });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestInputSchema>;
export type PasswordResetRequestFields = z.output<typeof passwordResetRequestInputSchema>;

/** The answer to a reset request, the same whether the address has an account or not. */
export const passwordResetRequestedSchema = z
  .object({ email: z.string(), validMinutes: z.number().int() })
  .meta({ id: 'PasswordResetRequested' });
export type PasswordResetRequested = z.infer<typeof passwordResetRequestedSchema>;

/** The answer to a password reset: the username to log in with. */
export const passwordResetDoneSchema = z
  .object({ username: z.string() })
  .meta({ id: 'PasswordResetDone' });
export type PasswordResetDone = z.infer<typeof passwordResetDoneSchema>;
