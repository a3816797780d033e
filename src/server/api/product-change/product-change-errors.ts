import { HttpError } from '../../http/http-error';

// The product change's answers. The UI shows its own text per key
// (src/domain/errors/error-messages.ts); these messages are for other clients.

export const subscriptionNotFound = (): HttpError => new HttpError(404, 'subscription-not-found');

export const productNotAvailable = (): HttpError => new HttpError(404, 'product-not-available');

/** Suspended, not yet started or managed elsewhere (Ruutu, Supla, app stores). */
export const changeNotPossible = (): HttpError => new HttpError(409, 'product-change-not-possible');

export const alreadyCancelled = (): HttpError =>
  new HttpError(409, 'subscription-already-cancelled', {
    message: 'Tilaus on jo lopetettu tai päättynyt, joten sen tuotetta ei voi vaihtaa.',
  });

export const companyNeedsRequest = (): HttpError =>
  new HttpError(403, 'company-change-requires-request');

export const upgradeRequiresAction = (): HttpError => new HttpError(409, 'upgrade-requires-action');

/** A start the chosen product does not offer (an upgrade has no choice of start). */
export const startNotOffered = (): HttpError =>
  new HttpError(400, 'validation-failed', {
    fields: {
      start: 'Valitse jokin tarjolla olevista alkamisajankohdista.',
    },
  });
