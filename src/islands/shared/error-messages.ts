import { ERROR_MESSAGES, isErrorKey } from '~/domain/errors/error-messages';
import { ApiError, LoggedOutError, TooManyRequestsError } from './api-errors';

// The Finnish texts live in the domain's catalogue (src/domain/errors/error-messages.ts), the
// same table the API's answers come from; this is the islands' lookup over it.

export const GENERIC_ERROR_MESSAGE = ERROR_MESSAGES.UNKNOWN_ERROR;

/** The Finnish message for a server error key; an unknown key gets the generic message. */
export function errorMessage(errorKey: string | undefined): string {
  return errorKey !== undefined && isErrorKey(errorKey)
    ? ERROR_MESSAGES[errorKey]
    : GENERIC_ERROR_MESSAGE;
}

/** The Finnish message for anything an API call may throw. */
export function messageForError(err: unknown): string {
  if (err instanceof TooManyRequestsError) return ERROR_MESSAGES['too-many-requests'];
  if (err instanceof ApiError) return errorMessage(err.errorKey);
  if (err instanceof LoggedOutError) return ERROR_MESSAGES['not-logged-in'];
  return GENERIC_ERROR_MESSAGE;
}
