import { HttpError } from '../../http/http-error';

// The reading-rights routes' refusals; another customer's subscription or right is the 404 of
// an unknown one.

export const subscriptionNotFound = (): HttpError => new HttpError(404, 'subscription-not-found');

export const readingRightNotFound = (): HttpError => new HttpError(404, 'reading-right-not-found');

/** Spec §8: the invitation was cancelled already (a repeated cancel, two tabs). */
export const invitationAlreadyCancelled = (): HttpError =>
  new HttpError(409, 'invitation-already-cancelled');

export const rightAlreadyRemoved = (): HttpError =>
  new HttpError(409, 'reading-right-already-removed');
