import { SUSPENSION_REFUSAL_KEYS } from '~/domain/suspensions/refusal-keys';
import { ApiError } from '../shared/api-errors';
import { messageForError } from '../shared/error-messages';

// The refusals whose server message says more than the catalogue (the limits in days, the date
// that has no issue, the verdict's reason): the modal shows the server's Finnish message for these.
const SPECIFIC_KEYS: ReadonlySet<string> = new Set(SUSPENSION_REFUSAL_KEYS);

/**
 * A refusal as one Finnish sentence: the server's own message for the suspension rules, the
 * error catalogue's for the rest. Call with errors of requests made `withErrorBody`.
 */
export function messageOf(err: unknown): string {
  if (err instanceof ApiError && err.errorKey !== undefined && SPECIFIC_KEYS.has(err.errorKey)) {
    const body: unknown = err.body;
    if (typeof body === 'object' && body !== null && 'message' in body) {
      if (typeof body.message === 'string') return body.message;
    }
  }
  return messageForError(err);
}
