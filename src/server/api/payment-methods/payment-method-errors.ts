import { HttpError } from '../../http/http-error';

export const cannotBeChanged = (reason: string): HttpError =>
  new HttpError(409, 'payment-method-cannot-be-changed', reason);

export const methodNotAvailable = (): HttpError =>
  new HttpError(
    409,
    'payment-method-not-available',
    'Tätä laskutustapaa ei voi valita tähän tilaukseen.',
  );

export const methodAlreadyInUse = (): HttpError =>
  new HttpError(409, 'payment-method-already-in-use', 'Tilaus maksetaan jo tällä laskutustavalla.');

export const cardNotFound = (): HttpError =>
  new HttpError(404, 'payment-card-not-found', 'Korttia ei löytynyt tai se ei ole enää voimassa.');

/**
 * The same change as the pending one (a double click, or many parallel requests): nothing is
 * stored or e-mailed again, as a repeated product change or cancellation answers 409.
 */
export const methodChangeAlreadyPending = (effectiveDateLabel: string): HttpError =>
  new HttpError(
    409,
    'payment-method-change-already-pending',
    `Tämä laskutustavan muutos on jo tallennettu. Se tulee voimaan ${effectiveDateLabel}.`,
  );
