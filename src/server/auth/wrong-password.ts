import { ERROR_MESSAGES } from '~/domain/errors/error-messages';
import { HttpError } from '../http/http-error';

/**
 * A logged-in account's password was wrong for a change it asks (username, password, deletion):
 * 403 WRONG_PASSWORD with the field's message. Not 401: that means "not logged in" to the
 * islands (api-client.ts marks the session ended), and the session is fine.
 */
export const wrongPassword = (field: 'password' | 'currentPassword'): HttpError =>
  new HttpError(403, 'WRONG_PASSWORD', {
    fields: {
      [field]: field === 'password' ? 'Salasana on väärin.' : ERROR_MESSAGES.WRONG_PASSWORD,
    },
  });
