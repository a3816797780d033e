import { ERROR_MESSAGES, type ErrorKey, SUBSCRIPTION_NOT_FOUND } from './error-messages';

// The API's message where it says more than the customer-facing text of ERROR_MESSAGES (it
// names the context: the address change, the add-on, the card). Server-side only, so the
// browser does not load it; the islands show ERROR_MESSAGES. A call site passes its own message
// only where one key has more than one wording (e.g. subscription-not-found when linking).

const API_MESSAGES: Partial<Record<ErrorKey, string>> = {
  'invalid-address':
    'Osoitetta ei löytynyt osoiterekisteristä. Tarkista osoite, tai jatka tallentamalla osoite sellaisenaan, jolloin asiakaspalvelu käsittelee muutoksen 1–3 arkipäivässä.',
  'strong-identification-required':
    'Tämä toiminto vaatii vahvan tunnistautumisen pankkitunnuksilla tai mobiilivarmenteella.',
  'invalid-json': 'Pyynnön sisältö ei ole kelvollista JSON-muotoa.',
  'unsupported-media-type': 'Pyynnön on oltava JSON-muotoinen.',
  'bad-origin': 'Pyyntö hylättiin, koska se tuli toiselta sivustolta.',
  'method-not-allowed':
    'Tähän osoitteeseen ei voi tehdä tällaista pyyntöä. Sallitut pyyntötavat ovat Allow-otsakkeessa.',
  'payload-too-large': 'Pyyntö on liian suuri. Lyhennä tekstiä tai lähetä tiedot osissa.',
  'subscription-not-found': SUBSCRIPTION_NOT_FOUND,
  'address-change-not-found': 'Osoitteenmuutosta ei löytynyt.',
  'date-overlap':
    'Valitut päivät ovat päällekkäin jakelun keskeytyksen tai toisen osoitteenmuutoksen kanssa.',
  'permanent-address-should-not-equal-subscription-address':
    'Uusi osoite on sama kuin tilauksen nykyinen osoite.',
  'permanent-address-change-already-exists-for-address':
    'Tälle osoitteelle on jo tehty pysyvä osoitteenmuutos.',
  'address-change-already-started':
    'Alkanutta osoitteenmuutosta ei voi poistaa. Tilapäisestä muutoksesta voi muuttaa vain päättymispäivää.',
  'strong-identification-unavailable': 'Vahva tunnistautuminen ei ole juuri nyt käytettävissä.',
  'module-not-found': 'Lisätilausta ei löytynyt tästä tilauksesta.',
  'module-customer-not-in-finland':
    'Lisätilauksen voi tilata vain, jos tilaajan osoite on Suomessa tai Ahvenanmaalla.',
  'module-customer_has_active_order_block':
    'Lisätilausta ei voi tilata, koska tilaukseen liittyy erääntynyt maksamaton lasku.',
  'module-already-active': 'Lisätilaus on jo tilattu. Tarkista tilausvahvistus sähköpostistasi.',
  'card-not-found': 'Maksukorttia ei löytynyt.',
  'card-change-not-allowed':
    'Tätä tilausta ei makseta maksukortilla, tai se ei ole enää voimassa, joten sen korttia ei voi vaihtaa.',
  'card-replacement-invalid':
    'Valittua korvaavaa korttia ei voi käyttää. Valitse toinen voimassa oleva kortti.',
  'card-setup-invalid':
    'Korttipalvelun vastausta ei voitu tarkistaa. Aloita kortin lisääminen uudelleen.',
  'payment-card-not-found': 'Korttia ei löytynyt tai se ei ole enää voimassa.',
  'company-request-type-not-available':
    'Tähän tilaukseen ei kuulu paperilehden jakelua, joten jakelua ei voi keskeyttää eikä ohjata tilapäisesti toiseen osoitteeseen.',
  'no-offline-subscriptions':
    'Asiakasnumerolla ei löytynyt voimassa olevia tilauksia, jotka voisi liittää tiliisi.',
  'link-confirmation-invalid':
    'Vahvistuslinkki on vanhentunut tai jo käytetty. Hae tilauksesi uudelleen.',
  'product-change-not-found': 'Tuotteen vaihtopyyntöä ei löytynyt.',
  'product-not-available': 'Valittua tuotetta ei voi vaihtaa tähän tilaukseen.',
  'upgrade-requires-action':
    'Tuotteen vaihto vaatii ensin maksutavan vaihdon maksukorttiin tai e-laskuun.',
  'suspension-not-found': 'Keskeytystä ei löytynyt.',
  'digital-part-price-unavailable':
    'Digilehden päivähintaa ei löytynyt, joten digilehteä ei voi nyt pitää keskeytyksen aikana. Valitse, että keskeytät myös digilehden, tai ota yhteyttä asiakaspalveluun.',
  'order-change-pending':
    'Tilauksen edellinen muutos on vielä käsittelyssä. Uusia muutoksia voi tehdä, kun se on valmis.',
};

/** The message an API error answer carries for the key unless its call site names another. */
export const apiMessage = (key: ErrorKey): string => API_MESSAGES[key] ?? ERROR_MESSAGES[key];
