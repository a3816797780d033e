import { HttpError } from '../../http/http-error';

export const periodCannotBeChanged = (reason: string): HttpError =>
  new HttpError(409, 'billing-period-cannot-be-changed', reason);

export const periodNotAvailable = (): HttpError =>
  new HttpError(
    409,
    'billing-period-not-available',
    'Tätä laskutusväliä ei voi valita tähän tilaukseen.',
  );

export const periodAlreadyInUse = (): HttpError =>
  new HttpError(409, 'billing-period-already-in-use', 'Tilauksella on jo tämä laskutusväli.');

/**
 * The same change as the pending one (a double click, or many parallel requests): nothing is
 * stored or e-mailed again, as a repeated product change or cancellation answers 409.
 */
export const periodChangeAlreadyPending = (effectiveDateLabel: string): HttpError =>
  new HttpError(
    409,
    'billing-period-change-already-pending',
    `Tämä laskutusvälin muutos on jo tallennettu. Se tulee voimaan ${effectiveDateLabel}.`,
  );
