import { HttpError } from '../../http/http-error';

// The card routes' answers. The UI shows its own text per key (src/domain/errors/error-messages.ts).

export const subscriptionNotFound = (): HttpError => new HttpError(404, 'subscription-not-found');

export const cardNotFound = (): HttpError => new HttpError(404, 'card-not-found');

export const customerNotFound = (): HttpError =>
  new HttpError(404, 'customer-not-found', {
    message: 'Käyttäjätiliisi ei ole liitetty asiakkuutta.',
  });

export const cardChangeNotAllowed = (): HttpError => new HttpError(409, 'card-change-not-allowed');

export const cardExpired = (): HttpError => new HttpError(409, 'card-expired');

export const replacementRequired = (): HttpError => new HttpError(409, 'card-replacement-required');

export const replacementInvalid = (): HttpError => new HttpError(409, 'card-replacement-invalid');

export const setupInvalid = (): HttpError => new HttpError(400, 'card-setup-invalid');

export const setupCancelled = (): HttpError => new HttpError(409, 'card-setup-cancelled');

export const providerUnavailable = (): HttpError => new HttpError(503, 'card-provider-unavailable');
