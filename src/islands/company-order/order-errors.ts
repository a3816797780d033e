import { ERROR_MESSAGES, isErrorKey } from '~/domain/errors/error-messages';
import { ApiError, TooManyRequestsError } from '../shared/api-errors';
import { waitMessage } from '../shared/error-messages';
import { serverFieldErrors } from '../shared/server-errors';

/**
 * What a refused order shows (spec §8 "Company order"): the field messages of a 400, the
 * catalogue's message for a known key, and "order failed" for anything else.
 */
export function orderErrorMessages(err: unknown): string[] {
  if (err instanceof TooManyRequestsError) return [waitMessage(err)];
  if (!(err instanceof ApiError)) return [ERROR_MESSAGES['company-order-failed']];
  const fields = Object.values(serverFieldErrors(err));
  if (fields.length > 0) return fields;
  if (err.status < 500 && err.errorKey !== undefined && isErrorKey(err.errorKey)) {
    return [ERROR_MESSAGES[err.errorKey]];
  }
  return [ERROR_MESSAGES['company-order-failed']];
}
