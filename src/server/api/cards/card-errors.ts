import { HttpError } from '../../http/http-error';

// The card routes' answers. The UI shows its own text per key (src/islands/shared/error-messages.ts).

export const subscriptionNotFound = (): HttpError =>
  new HttpError(404, 'subscription-not-found', 'Tilausta ei löytynyt.');

export const cardNotFound = (): HttpError =>
  new HttpError(404, 'card-not-found', 'Maksukorttia ei löytynyt.');

export const customerNotFound = (): HttpError =>
  new HttpError(404, 'customer-not-found', 'Käyttäjätiliisi ei ole liitetty asiakkuutta.');

export const cardChangeNotAllowed = (): HttpError =>
  new HttpError(
    409,
    'card-change-not-allowed',
    'Tätä tilausta ei makseta maksukortilla, tai se ei ole enää voimassa, joten sen korttia ei voi vaihtaa.',
  );

export const cardExpired = (): HttpError =>
  new HttpError(409, 'card-expired', 'Kortti on vanhentunut. Valitse toinen kortti.');

export const replacementRequired = (): HttpError =>
  new HttpError(
    409,
    'card-replacement-required',
    'Kortilla maksetaan voimassa olevia tilauksia. Valitse ensin kortti, jolla ne maksetaan jatkossa.',
  );

export const replacementInvalid = (): HttpError =>
  new HttpError(
    409,
    'card-replacement-invalid',
    'Valittua korvaavaa korttia ei voi käyttää. Valitse toinen voimassa oleva kortti.',
  );

export const setupInvalid = (): HttpError =>
  new HttpError(
    400,
    'card-setup-invalid',
    'Korttipalvelun vastausta ei voitu tarkistaa. Aloita kortin lisääminen uudelleen.',
  );

export const setupCancelled = (): HttpError =>
  new HttpError(
    409,
    'card-setup-cancelled',
    'Kortin lisääminen keskeytettiin. Korttia ei tallennettu.',
  );

export const providerUnavailable = (): HttpError =>
  new HttpError(
    503,
    'card-provider-unavailable',
    'Korttipalveluun ei juuri nyt saada yhteyttä. Yritä myöhemmin uudelleen.',
  );
