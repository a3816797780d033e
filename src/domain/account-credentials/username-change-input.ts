import { z } from 'zod';
import { email } from '../validation/fields';
import { requiredMessage } from '../validation/messages';
import { CURRENT_USERNAME_LABEL, PASSWORD_LABEL } from './credential-texts';
import { PASSWORD_TOO_LONG_MESSAGE, SAME_USERNAME_MESSAGE } from './credential-messages';
import { sameUsername } from './username-rules';

/** Whether the half-parsed object has both fields as strings (for a cross-field check). */
export function bothStrings(value: unknown, a: string, b: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v[a] === 'string' && typeof v[b] === 'string';
}

/** A password as typed: required, never trimmed, with an upper bound for the hash's sake. */
export const typedPassword = (label: string) =>
  z
    .string({ error: requiredMessage(label) })
    .min(1, requiredMessage(label))
    .max(200, PASSWORD_TOO_LONG_MESSAGE);

/**
 * The username change form and PUT /account/username (spec §7: username, newUsername,
 * password). The new username is a valid e-mail address other than the current one (compared
 * case-insensitively), and the password is required (spec §5).
 */
export const usernameChangeInputSchema = z
  .strictObject({
    username: email(CURRENT_USERNAME_LABEL),
    newUsername: email('Uusi käyttäjätunnus').describe(
      'Another address than username, not the username of another account.',
    ),
    password: typedPassword(PASSWORD_LABEL),
  })
  .refine((v) => !sameUsername(v.username, v.newUsername), {
    path: ['newUsername'],
    message: SAME_USERNAME_MESSAGE,
    // Compared whenever both addresses are there, even if the password is missing.
    when: (payload) => bothStrings(payload.value, 'username', 'newUsername'),
  })
  .meta({ id: 'UsernameChangeInput' });
export type UsernameChangeInput = z.input<typeof usernameChangeInputSchema>;
export type UsernameChangeFields = z.output<typeof usernameChangeInputSchema>;

/** The answer to a username change request: where the confirmation link went, for how long. */
export const usernameChangeRequestedSchema = z
  .object({
    newUsername: z.string(),
    validHours: z.number().int(),
  })
  .meta({ id: 'UsernameChangeRequested' });
export type UsernameChangeRequested = z.infer<typeof usernameChangeRequestedSchema>;

/**
 * PUT /account/username/confirm: the token and the address of the e-mailed link. Their shape is
 * no form error: a mangled link is one that does not exist (username-change-expired).
 */
export const usernameConfirmInputSchema = z
  .strictObject({
    token: z.string().max(200),
    email: z.string().max(254),
  })
  .meta({ id: 'UsernameConfirmInput' });
export type UsernameConfirmInput = z.infer<typeof usernameConfirmInputSchema>;

export const usernameConfirmedSchema = z
  .object({
    /** The new username, the one to log in with from now on. */
    username: z.string(),
    /** Whether the browser that confirmed is still logged in (its session is of this account). */
    loggedIn: z.boolean(),
  })
  .meta({ id: 'UsernameConfirmed' });
export type UsernameConfirmed = z.infer<typeof usernameConfirmedSchema>;
