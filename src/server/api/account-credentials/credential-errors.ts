import { ERROR_MESSAGES } from '~/domain/errors/error-messages';
import { HttpError } from '../../http/http-error';

// The answers of the username and password changes. A wrong password of a logged-in account is
// 403: 401 means "not logged in" to the islands (api-client.ts marks the session ended), and the
// session is fine; the credentials offered for this change are what is refused.

export const wrongPassword = (field: 'password' | 'currentPassword'): HttpError =>
  new HttpError(403, 'WRONG_PASSWORD', {
    fields: {
      [field]: field === 'password' ? 'Salasana on väärin.' : ERROR_MESSAGES.WRONG_PASSWORD,
    },
  });

export const usernameTaken = (): HttpError =>
  new HttpError(409, 'username-taken', {
    fields: { newUsername: ERROR_MESSAGES['username-taken'] },
  });

/** Expired, and also unknown or not matching its address: a stranger learns nothing more. */
export const usernameChangeExpired = (): HttpError => new HttpError(410, 'username-change-expired');

/** Used already, or replaced by a newer request (or by another confirmed one). */
export const usernameChangeHandled = (): HttpError =>
  new HttpError(409, 'username-change-already-handled');
