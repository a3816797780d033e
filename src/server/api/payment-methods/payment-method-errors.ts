import { changeAlreadyPendingMessage } from '~/domain/errors/error-formatters';
import { HttpError } from '../../http/http-error';

export const cannotBeChanged = (reason: string): HttpError =>
  new HttpError(409, 'payment-method-cannot-be-changed', { message: reason });

export const methodNotAvailable = (): HttpError =>
  new HttpError(409, 'payment-method-not-available');

export const methodAlreadyInUse = (): HttpError =>
  new HttpError(409, 'payment-method-already-in-use');

export const cardNotFound = (): HttpError => new HttpError(404, 'payment-card-not-found');

/**
 * The same change as the pending one (a double click, or many parallel requests): nothing is
 * stored or e-mailed again, as a repeated product change or cancellation answers 409.
 */
export const methodChangeAlreadyPending = (effectiveDateLabel: string): HttpError =>
  new HttpError(409, 'payment-method-change-already-pending', {
    message: changeAlreadyPendingMessage(
      'payment-method-change-already-pending',
      effectiveDateLabel,
    ),
  });
