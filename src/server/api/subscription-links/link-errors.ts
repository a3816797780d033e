import { ERROR_MESSAGES } from '~/domain/errors/error-messages';
import { HttpError } from '../../http/http-error';

// The link flow's answers, keys verbatim from spec §8 where it names them. The UI shows its own
// text per key (src/domain/errors/error-messages.ts); the API words some keys more closely.

export const notFoundForLink = (): HttpError =>
  new HttpError(404, 'subscription-not-found', {
    message: ERROR_MESSAGES['subscription-not-found'],
  });

export const linkedToAnother = (): HttpError => new HttpError(409, 'subscription-already-linked');

export const linkedToYou = (): HttpError =>
  new HttpError(409, 'subscription-already-linked-to-account');

export const nothingToLink = (): HttpError => new HttpError(409, 'no-offline-subscriptions');

export const searchFailed = (): HttpError => new HttpError(503, 'search-failed');

export const emailMismatch = (): HttpError => new HttpError(409, 'email-mismatch');

export const invalidConfirmation = (): HttpError => new HttpError(404, 'link-confirmation-invalid');

export const privateCustomersOnly = (): HttpError =>
  new HttpError(403, 'forbidden', {
    message: 'Tilauksen voi liittää vain yksityisasiakkaan tiliin. Kirjaudu yksityisasiakkaana.',
  });

/**
 * A company or community customer: its subscriptions belong to the company, whose admins manage
 * them in a company session (spec §6), never an account linked as a private owner.
 */
export const companyCustomerNotLinkable = (): HttpError =>
  new HttpError(403, 'target_customer_not_allowed', {
    message:
      'Yritysasiakkaan tilauksia ei voi liittää yksityisasiakkaan tiliin. Yrityksen tilauksia ' +
      'hoitaa yrityksen pääkäyttäjä kirjautumalla yritysasiakkaana.',
  });
