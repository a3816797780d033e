import { z } from 'zod';
import { newPassword } from '../validation/fields';
import { requiredMessage } from '../validation/messages';
import {
  CURRENT_PASSWORD_LABEL,
  NEW_PASSWORD_AGAIN_LABEL,
  NEW_PASSWORD_LABEL,
} from './credential-texts';
import { PASSWORDS_DIFFER_MESSAGE, PASSWORD_TOO_LONG_MESSAGE } from './credential-messages';
import { bothStrings, typedPassword } from './username-change-input';

/**
 * The password change form and PUT /account/password (spec §5): the current password is
 * required; the new one has at least 10 characters with letters and digits, entered twice.
 */
export const passwordChangeInputSchema = z
  .strictObject({
    currentPassword: typedPassword(CURRENT_PASSWORD_LABEL),
    newPassword: newPassword(NEW_PASSWORD_LABEL).pipe(
      z.string().max(200, PASSWORD_TOO_LONG_MESSAGE),
    ),
    newPasswordAgain: z
      .string({ error: requiredMessage(NEW_PASSWORD_AGAIN_LABEL) })
      .min(1, requiredMessage(NEW_PASSWORD_AGAIN_LABEL)),
  })
  .refine((v) => v.newPassword === v.newPasswordAgain, {
    path: ['newPasswordAgain'],
    message: PASSWORDS_DIFFER_MESSAGE,
    // Compared only when both are there: an empty second entry says "required", not "differ".
    when: (payload) =>
      bothStrings(payload.value, 'newPassword', 'newPasswordAgain') &&
      (payload.value as { newPasswordAgain: string }).newPasswordAgain !== '',
  })
  .meta({ id: 'PasswordChangeInput' });
export type PasswordChangeInput = z.input<typeof passwordChangeInputSchema>;
export type PasswordChangeFields = z.output<typeof passwordChangeInputSchema>;
