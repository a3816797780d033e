import { REASONS } from '~/domain/subscriptions/actions';
import { ERROR_MESSAGES } from '~/domain/errors/error-messages';
import { HttpError } from '../../http/http-error';

// The address-change answers, §8 keys verbatim where the spec names them. The UI shows its own
// text per key (src/domain/errors/error-messages.ts); the API words some keys more closely.

export const subscriptionNotFound = (): HttpError => new HttpError(404, 'subscription-not-found');

export const changeNotFound = (): HttpError => new HttpError(404, 'address-change-not-found');

export const invalidAddress = (): HttpError => new HttpError(409, 'invalid-address');

export const dateOverlap = (): HttpError => new HttpError(409, 'date-overlap');

export const sameAsCurrent = (): HttpError =>
  new HttpError(409, 'permanent-address-should-not-equal-subscription-address');

export const alreadyExists = (): HttpError =>
  new HttpError(409, 'permanent-address-change-already-exists-for-address');

export const alreadyStarted = (): HttpError => new HttpError(409, 'address-change-already-started');

/** The ADDRESS_CHANGE verdict said no: each reason with its own key. */
export function notAllowed(reason: string | undefined): HttpError {
  if (reason === REASONS.company) {
    return new HttpError(409, 'company-change-request-required', { message: REASONS.company });
  }
  if (reason === REASONS.gift) {
    return new HttpError(403, 'target_customer_not_allowed', { message: REASONS.gift });
  }
  return new HttpError(409, 'address-change-not-allowed', {
    message: reason,
  });
}

/** The address belongs to a customer this session does not act for (e.g. a gift's payer). */
export const otherCustomer = (): HttpError =>
  new HttpError(403, 'target_customer_not_allowed', {
    message: 'Toisen asiakkaan osoitetta ei voi muuttaa hänen puolestaan.',
  });

export const publicationDayError = (
  errorKey: 'start-date-publication-days' | 'end-date-publication-days',
): HttpError => {
  const field = errorKey === 'start-date-publication-days' ? 'startDate' : 'endDate';
  return new HttpError(400, errorKey, { fields: { [field]: ERROR_MESSAGES[errorKey] } });
};
