import { HttpError } from '../../http/http-error';

// The add-on order's answers, keys verbatim from spec §8 where it names them. The UI shows its
// own text per key (src/domain/errors/error-messages.ts); these messages are for other clients.

export const subscriptionNotFound = (): HttpError => new HttpError(404, 'subscription-not-found');

export const mainCancelled = (): HttpError =>
  new HttpError(409, 'subscription-already-cancelled', {
    message: 'Päätilaus on lopetettu, joten siihen ei voi tilata lisätilauksia.',
  });

export const mainNotRunning = (): HttpError => new HttpError(409, 'add-on-not-available');

export const moduleNotFound = (): HttpError =>
  new HttpError(404, 'module-not-found', {
    message: 'Lisätilausta ei löytynyt tälle tilaukselle.',
  });

export const notInFinland = (): HttpError => new HttpError(409, 'module-customer-not-in-finland');

export const orderBlocked = (): HttpError =>
  new HttpError(409, 'module-customer_has_active_order_block');

export const alreadyActive = (): HttpError => new HttpError(409, 'module-already-active');
