import { ERROR_MESSAGES } from '~/domain/errors/error-messages';
import { HttpError } from '../../http/http-error';

// The answers of the username and password changes (a wrong password: src/server/auth).

export const usernameTaken = (): HttpError =>
  new HttpError(409, 'username-taken', {
    fields: { newUsername: ERROR_MESSAGES['username-taken'] },
  });

/** Expired, and also unknown or not matching its address: a stranger learns nothing more. */
export const usernameChangeExpired = (): HttpError => new HttpError(410, 'username-change-expired');

/** Used already, or replaced by a newer request (or by another confirmed one). */
export const usernameChangeHandled = (): HttpError =>
  new HttpError(409, 'username-change-already-handled');

/** A reset link that expired, was replaced by a newer one, or never existed. */
export const passwordResetExpired = (): HttpError => new HttpError(410, 'password-reset-expired');

/** A reset link used already. */
export const passwordResetUsed = (): HttpError => new HttpError(409, 'password-reset-already-used');
