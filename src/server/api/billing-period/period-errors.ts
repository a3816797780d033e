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
