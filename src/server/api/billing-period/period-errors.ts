import { changeAlreadyPendingMessage } from '~/domain/errors/error-formatters';
import { HttpError } from '../../http/http-error';

export const periodCannotBeChanged = (reason: string): HttpError =>
  new HttpError(409, 'billing-period-cannot-be-changed', { message: reason });

export const periodNotAvailable = (): HttpError =>
  new HttpError(409, 'billing-period-not-available');

export const periodAlreadyInUse = (): HttpError =>
  new HttpError(409, 'billing-period-already-in-use');

/**
 * The same change as the pending one (a double click, or many parallel requests): nothing is
 * stored or e-mailed again, as a repeated product change or cancellation answers 409.
 */
export const periodChangeAlreadyPending = (effectiveDateLabel: string): HttpError =>
  new HttpError(409, 'billing-period-change-already-pending', {
    message: changeAlreadyPendingMessage(
      'billing-period-change-already-pending',
      effectiveDateLabel,
    ),
  });
