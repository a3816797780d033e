import { HttpError } from '../../http/http-error';

export const subscriptionNotFound = (): HttpError => new HttpError(404, 'subscription-not-found');

/** Spec §6: only company subscriptions change through a processing request. */
export const requestNotAllowed = (reason?: string): HttpError =>
  new HttpError(409, 'company-request-not-allowed', {
    message: reason,
  });

export const typeNotAvailable = (): HttpError =>
  new HttpError(409, 'company-request-type-not-available', {
    fields: { changeType: 'Valitse toinen muutos.' },
  });

export const requestNotFound = (): HttpError => new HttpError(404, 'company-request-not-found');

/** Handled once only: a second marking would send the admin a second answer. */
export const requestAlreadyHandled = (): HttpError =>
  new HttpError(409, 'company-request-already-handled');
