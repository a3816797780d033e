import { HttpError } from '../../http/http-error';

// The link flow's answers, keys verbatim from spec §8 where it names them. The UI shows its own
// text per key (src/islands/shared/error-messages.ts); these messages are for other clients.

export const notFoundForLink = (): HttpError =>
  new HttpError(
    404,
    'subscription-not-found',
    'Tilausta ei löytynyt. Tarkista, että tiedot vastaavat laskun tietoja.',
  );

export const linkedToAnother = (): HttpError =>
  new HttpError(
    409,
    'subscription-already-linked',
    'Tilaus on jo liitetty toiseen käyttäjätiliin.',
  );

export const linkedToYou = (): HttpError =>
  new HttpError(
    409,
    'subscription-already-linked-to-account',
    'Tilaus on jo liitetty käyttäjätiliisi. Löydät sen tilauksistasi.',
  );

export const nothingToLink = (): HttpError =>
  new HttpError(
    409,
    'no-offline-subscriptions',
    'Asiakasnumerolla ei löytynyt voimassa olevia tilauksia, jotka voisi liittää tiliisi.',
  );

export const searchFailed = (): HttpError =>
  new HttpError(503, 'search-failed', 'Haku epäonnistui. Yritä myöhemmin uudelleen.');

export const emailMismatch = (): HttpError =>
  new HttpError(
    409,
    'email-mismatch',
    'Tilaukseen on tallennettu eri sähköpostiosoite kuin se, jolla olet kirjautunut. Lähetimme ' +
      'siihen osoitteeseen linkin, jolla tilauksen voi liittää. Kirjaudu ulos ja avaa sähköpostissa oleva linkki.',
  );

export const invalidConfirmation = (): HttpError =>
  new HttpError(
    404,
    'link-confirmation-invalid',
    'Vahvistuslinkki on vanhentunut tai jo käytetty. Hae tilauksesi uudelleen.',
  );

export const privateCustomersOnly = (): HttpError =>
  new HttpError(
    403,
    'forbidden',
    'Tilauksen voi liittää vain yksityisasiakkaan tiliin. Kirjaudu yksityisasiakkaana.',
  );

/**
 * A company or community customer: its subscriptions belong to the company, whose admins manage
 * them in a company session (spec §6), never an account linked as a private owner.
 */
export const companyCustomerNotLinkable = (): HttpError =>
  new HttpError(
    403,
    'target_customer_not_allowed',
    'Yritysasiakkaan tilauksia ei voi liittää yksityisasiakkaan tiliin. Yrityksen tilauksia ' +
      'hoitaa yrityksen pääkäyttäjä kirjautumalla yritysasiakkaana.',
  );
