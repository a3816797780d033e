import { HttpError } from '../../http/http-error';

/** Expired, replaced by a newer registration, or unknown: a stranger learns nothing more. */
export const registrationExpired = (): HttpError => new HttpError(410, 'registration-expired');

/** The link was used already: the account exists. */
export const registrationConfirmed = (): HttpError =>
  new HttpError(409, 'registration-already-confirmed');
