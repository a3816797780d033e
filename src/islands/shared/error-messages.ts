import { tooManyRequestsMessage } from '~/domain/auth/attempt-rules';
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

/** A 429's message: how long to wait when the answer said it (a lock of 15 minutes is no "hetki"). */
export const waitMessage = (err: TooManyRequestsError): string =>
  tooManyRequestsMessage(err.retryAfterSeconds);

/** The Finnish message for anything an API call may throw. */
export function messageForError(err: unknown): string {
  if (err instanceof TooManyRequestsError) return waitMessage(err);
  if (err instanceof ApiError) return errorMessage(err.errorKey);
  if (err instanceof LoggedOutError) return ERROR_MESSAGES['not-logged-in'];
  return GENERIC_ERROR_MESSAGE;
}
