// The Finnish message of every error key the API sends (spec §8 and the keys added in its
// style): the single table the islands show and the API's default message. Keys are verbatim,
// mixed styles included, because they are the contract with the server's clients. Shipped to
// the browser: plain strings only, no imports.

export const ERROR_MESSAGES = {
  // §8 catalogue
  'subscription-already-linked': 'Tilaus on jo liitetty toiseen käyttäjätiliin.',
  'invalid-address': 'Osoitetta ei löytynyt. Tarkista osoite.',
  'date-overlap':
    'Valitut päivät ovat päällekkäin aiemmin tehdyn muutoksen kanssa. Valitse toiset päivät.',
  'end-date-publication-days': 'Valitse päättymispäiväksi lehden ilmestymispäivä.',
  'start-date-publication-days': 'Valitse alkamispäiväksi lehden ilmestymispäivä.',
  'already-redeemed': 'Kutsu on jo käytetty.',
  'self-invitation': 'Et voi kutsua itseäsi.',
  'all-rights-claimed': 'Kaikki lukuoikeudet ovat jo käytössä.',
  'subscription-already-exist': 'Tälle sähköpostiosoitteelle on jo voimassa oleva lukuoikeus.',
  WRONG_PASSWORD: 'Nykyinen salasana on väärin.',
  ACTIVE_SUBSCRIPTIONS_OR_OPEN_INVOICE:
    'Käyttäjätiliä ei voi poistaa, koska sinulla on voimassa olevia tilauksia tai avoimia laskuja.',
  UNKNOWN_ERROR: 'Jokin meni pieleen. Yritä myöhemmin uudelleen tai ota yhteyttä asiakaspalveluun.',
  'subscription-already-cancelled': 'Tilaus on jo irtisanottu.',
  'invitation-already-cancelled': 'Kutsu on peruttu.',
  'permanent-address-should-not-equal-subscription-address':
    'Uusi osoite on sama kuin nykyinen osoitteesi.',
  'permanent-address-change-already-exists-for-address':
    'Tälle osoitteelle on jo tehty osoitteenmuutos.',
  'module-already-active': 'Lisäpalvelu on jo tilattu. Tarkista tilausvahvistus sähköpostistasi.',
  'module-customer-not-in-finland':
    'Lisäpalvelun voi tilata vain, jos tilaajan osoite on Suomessa tai Ahvenanmaalla.',
  'module-customer_has_active_order_block':
    'Lisäpalvelua ei voi tilata tällä hetkellä. Ota yhteyttä asiakaspalveluun.',
  'strong-identification-required': 'Tämä toiminto vaatii vahvan tunnistautumisen.',
  'strong-identification-failed': 'Vahva tunnistautuminen epäonnistui. Yritä uudelleen.',
  'strong-identification-cancelled': 'Vahva tunnistautuminen keskeytettiin.',
  'company-order-admin-required':
    'Yritys on jo asiakkaamme, mutta sillä ei ole pääkäyttäjää, joka voisi hyväksyä tilauksen. Ota yhteyttä asiakaspalveluun.',
  'b2b-invoicing-data-does-not-match-existing':
    'Laskutustiedot eivät vastaa yrityksen aiemmin tallennettuja tietoja. Tarkista tiedot tai ota yhteyttä asiakaspalveluun.',
  'customer-not-found':
    'Asiakastietoja ei löytynyt. Tarkista, että tiedot vastaavat laskun tietoja.',
  'subscription-not-found': 'Tilausta ei löytynyt. Tarkista, että tiedot vastaavat laskun tietoja.',
  'not-allowed-reclamation-for-subscription':
    'Tämän tilauksen jakeluhäiriöstä ei voi tehdä ilmoitusta verkossa. Ota yhteyttä asiakaspalveluun.',
  'payment-method-cannot-be-changed': 'Tämän tilauksen maksutapaa ei voi vaihtaa.',
  'usernames-retrieval-failure': 'Käyttäjätunnusten haku epäonnistui. Yritä myöhemmin uudelleen.',
  'search-failed': 'Haku epäonnistui. Yritä myöhemmin uudelleen.',
  'no-offline-subscriptions':
    'Tällä asiakasnumerolla ei ole voimassa olevia tilauksia, joita voisi liittää tiliisi.',
  target_customer_not_allowed: 'Tätä toimintoa ei voi tehdä toisen asiakkaan puolesta.',
  // API keys beyond §8
  'validation-failed': 'Tarkista lomakkeen tiedot.',
  'invalid-credentials': 'Sähköpostiosoite tai salasana on väärin.',
  'too-many-requests': 'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
  'not-logged-in': 'Istuntosi on päättynyt. Kirjaudu uudelleen sisään.',
  'business-admin-required': 'Yritysasiakkaan pääkäyttäjän oikeudet puuttuvat.',
  'not-found': 'Hakemaasi tietoa ei löytynyt.',
  'method-not-allowed':
    'Pyyntöä ei voitu käsitellä. Lataa sivu uudelleen ja yritä sitten uudelleen.',
  forbidden: 'Sinulla ei ole oikeutta tähän toimintoon.',
  'bad-origin': 'Pyyntöä ei voitu käsitellä. Lataa sivu uudelleen ja yritä sitten uudelleen.',
  'payload-too-large': 'Lähettämäsi tiedot ovat liian suuret. Lyhennä tekstiä ja yritä uudelleen.',
  'invalid-json': 'Pyyntöä ei voitu käsitellä. Lataa sivu uudelleen ja yritä sitten uudelleen.',
  'unsupported-media-type':
    'Pyyntöä ei voitu käsitellä. Lataa sivu uudelleen ja yritä sitten uudelleen.',
  // Claiming a reading right (/ak/{code}; issue 30 item 18, decision 0032)
  'invitation-email-mismatch':
    'Kutsu on lähetetty toiseen sähköpostiosoitteeseen. Kirjaudu sisään sillä sähköpostiosoitteella, johon kutsu lähetettiin, tai luo sillä uusi tunnus.',
  // Linking a subscription (/tilaukset/etsi-tilauksesi)
  'email-mismatch':
    'Tilaukseen on tallennettu eri sähköpostiosoite kuin se, jolla olet kirjautunut. Lähetimme siihen osoitteeseen linkin, jolla tilauksen voi liittää. Kirjaudu ulos ja avaa sähköpostissa oleva linkki.',
  'subscription-already-linked-to-account':
    'Tilaus on jo liitetty käyttäjätiliisi. Löydät sen tilauksistasi.',
  'link-confirmation-invalid':
    'Vahvistuslinkki on vanhentunut tai jo käytetty. Hae tilauksesi uudelleen asiakasnumerolla ja postinumerolla.',
  // Ordering an add-on (/tilaukset/lisatilaukset)
  'module-not-found':
    'Lisätilausta ei löytynyt. Se ei ehkä ole enää tilattavissa tähän tilaukseen.',
  'add-on-not-available': 'Tähän tilaukseen ei voi tilata lisätilauksia juuri nyt.',
  // Product change (/tilaukset/tuotevaihto)
  'order-change-pending':
    'Tilauksen edellinen muutos on vielä käsittelyssä. Voit tehdä uusia muutoksia, kun se on valmis.',
  'product-change-not-found':
    'Tilauksella ei ole käsittelyssä olevaa tuotteen vaihtopyyntöä. Voit tehdä vaihdon tilauksen tiedoista.',
  'product-not-available':
    'Valittua tuotetta ei voi vaihtaa tähän tilaukseen. Valitse toinen tuote.',
  'product-change-not-possible':
    'Tämän tilauksen tuotetta ei voi vaihtaa verkossa juuri nyt. Ota yhteyttä asiakaspalveluun.',
  'company-change-requires-request':
    'Yritystilauksen tuotetta ei voi vaihtaa suoraan. Lähetä käsittelypyyntö asiakaspalveluun.',
  'upgrade-requires-action':
    'Tuotteen vaihto vaatii ensin toimenpiteen: vaihda tilauksen maksutavaksi maksukortti tai e-lasku.',
  // Address changes (modals tilapainen-osoitteenmuutos, vakituinen-osoitteenmuutos)
  'address-change-not-found': 'Osoitteenmuutosta ei löytynyt. Se on ehkä jo poistettu.',
  'address-change-already-started':
    'Alkanutta osoitteenmuutosta ei voi poistaa. Tilapäisestä muutoksesta voit muuttaa vain päättymispäivää.',
  'address-change-not-allowed': 'Tämän tilauksen osoitetta ei voi muuttaa verkossa.',
  'company-change-request-required':
    'Yritystilauksen muutokset tehdään käsittelypyynnöllä. Lähetä käsittelypyyntö asiakaspalveluun.',
  // Company processing requests (modal yritystilaus-kasittelypyynto)
  'company-request-not-allowed':
    'Käsittelypyynnön voi lähettää vain voimassa olevasta yritystilauksesta.',
  'company-request-type-not-available':
    'Tähän tilaukseen ei kuulu paperilehden jakelua. Valitse toinen muutos.',
  'company-request-not-found': 'Käsittelypyyntöä ei löytynyt.',
  'company-request-already-handled':
    'Käsittelypyyntö on jo merkitty käsitellyksi. Sitä ei voi käsitellä uudelleen.',
  // Delivery suspension (modal tilapainen-jakelunkeskeytys); the modal prefers the server's
  // message, which names the limits in days or the date without an issue.
  'suspension-not-allowed': 'Tämän tilauksen jakelua ei voi keskeyttää verkossa.',
  'suspension-not-found': 'Keskeytystä ei löytynyt. Se on ehkä jo poistettu.',
  'start-date-in-past': 'Alkupäivä ei voi olla menneisyydessä.',
  'start-date-too-far': 'Alkupäivä on liian kaukana tulevaisuudessa.',
  'end-date-in-past': 'Loppupäivä ei voi olla menneisyydessä.',
  'start-date-not-before-end-date': 'Loppupäivä ei voi olla ennen alkupäivää.',
  'suspension-too-short': 'Keskeytys on liian lyhyt.',
  'suspension-too-long': 'Keskeytys on liian pitkä.',
  'suspension-after-subscription-end': 'Keskeytys ei voi jatkua tilauksen päättymisen jälkeen.',
  'suspension-already-started': 'Keskeytys on jo alkanut. Voit muuttaa vain sen loppupäivää.',
  'digital-part-locked':
    'Digilehden valintaa ei voi muuttaa keskeytyksen alettua. Lopeta keskeytys ja tee uusi.',
  'suspension-finished': 'Päättynyttä keskeytystä ei voi enää muuttaa.',
  // Cancellation (/tilaukset/peruuta-tilaus, /lopeta-tilaus); spec §8 "Cancellation impossible"
  'subscription-ended': 'Tilaus on jo päättynyt.',
  'cancellation-overdue-invoice':
    'Tilausta ei voi lopettaa, koska siihen liittyy erääntynyt maksamaton lasku. Maksa lasku tai ota yhteyttä asiakaspalveluun.',
  'cancellation-order-being-renewed':
    'Tilausta ei voi lopettaa juuri nyt, koska sen uusiminen on käsittelyssä. Yritä uudelleen parin päivän kuluttua.',
  'cancellation-not-allowed-for-product':
    'Tätä tilausta ei voi lopettaa verkossa. Ota yhteyttä asiakaspalveluun.',
  'cancellation-managed-elsewhere':
    'Tätä tilausta hallitaan toisessa palvelussa (Ruutu, Supla tai sovelluskauppa), joten se lopetetaan siellä.',
  'cancellation-video-service-module':
    'Videopalvelun lisätilausta ei lopeteta täällä. Lopeta se palvelun omassa asiakaspalvelussa.',
  'cancellation-module-not-started':
    'Lisätilaus ei ole vielä alkanut. Voit lopettaa sen aikaisintaan sen alkamista seuraavana päivänä.',
  'cancellation-not-found': 'Tilauksen lopettamista ei löytynyt.',
  'retention-offer-not-available': 'Tarjous ei ole enää voimassa tälle tilaukselle.',
  // Invoices (/laskut, modal erapaiva)
  'invoice-not-found': 'Laskua ei löytynyt.',
  'invoice-pdf-not-available':
    'Laskun PDF-tiedosto on saatavilla 24 tunnin kuluessa laskun muodostamisesta. Yritä myöhemmin uudelleen.',
  'invoice-barcode-not-available': 'Tälle laskulle ei ole viivakoodia.',
  'invoice-already-paid': 'Lasku on jo maksettu, joten sen eräpäivää ei voi siirtää.',
  'due-date-reminder': 'Maksuhuomautuksen eräpäivää ei voi siirtää.',
  'due-date-already-postponed':
    'Laskun eräpäivää on jo siirretty kerran. Eräpäivän voi siirtää vain kerran.',
  'due-date-passed':
    'Laskun eräpäivä on jo mennyt, joten sitä ei voi enää siirtää. Maksa lasku tai ota yhteyttä asiakaspalveluun.',
  'due-date-automatic-payment':
    'Lasku veloitetaan automaattisesti maksukortilta tai suoramaksuna, joten sen eräpäivää ei voi siirtää.',
  'due-date-cannot-be-changed': 'Tämän laskun eräpäivää ei voi siirtää.',
  // Strong identification, payment methods and billing periods (decision 0015)
  'strong-identification-unavailable':
    'Vahva tunnistautuminen ei ole juuri nyt käytettävissä. Yritä myöhemmin uudelleen.',
  'payment-method-not-available': 'Tätä laskutustapaa ei voi valita tähän tilaukseen.',
  'payment-method-already-in-use': 'Tilaus maksetaan jo tällä laskutustavalla.',
  'payment-method-change-already-pending': 'Tämä laskutustavan muutos on jo tallennettu.',
  'payment-card-not-found':
    'Korttia ei löytynyt tai se ei ole enää voimassa. Valitse toinen kortti.',
  'billing-period-cannot-be-changed': 'Tämän tilauksen laskutusväliä ei voi vaihtaa.',
  'billing-period-not-available': 'Tätä laskutusväliä ei voi valita tähän tilaukseen.',
  'billing-period-already-in-use': 'Tilauksella on jo tämä laskutusväli.',
  'billing-period-change-already-pending': 'Tämä laskutusvälin muutos on jo tallennettu.',
  'digital-part-price-unavailable':
    'Digilehteä ei voi nyt pitää keskeytyksen aikana. Keskeytä myös digilehti tai ota yhteyttä asiakaspalveluun.',
  // Payment cards (/laskut/maksukortit, modal lisaa-maksukortti; decision 0017)
  'card-not-found': 'Maksukorttia ei löytynyt. Se on ehkä jo poistettu.',
  'card-change-not-allowed':
    'Tätä tilausta ei makseta maksukortilla tai se ei ole enää voimassa, joten sen korttia ei voi vaihtaa.',
  'card-expired': 'Kortti on vanhentunut. Valitse toinen kortti.',
  'card-replacement-required':
    'Kortilla maksetaan voimassa olevia tilauksia. Valitse ensin kortti, jolla ne maksetaan jatkossa.',
  'card-replacement-invalid':
    'Valittua korttia ei voi käyttää tilausten maksamiseen. Valitse toinen voimassa oleva kortti.',
  'card-setup-invalid':
    'Kortin tallennus ei onnistunut, koska korttipalvelun vastausta ei voitu tarkistaa. Aloita kortin lisääminen uudelleen.',
  'card-setup-cancelled': 'Kortin lisääminen keskeytettiin. Korttia ei tallennettu.',
  'card-provider-unavailable':
    'Korttipalveluun ei juuri nyt saada yhteyttä. Yritä myöhemmin uudelleen.',
  'card-delete-failed': 'Kortin poistaminen epäonnistui. Yritä myöhemmin uudelleen.',
  // Customer info (/tili/asiakastiedot; decision 0025)
  'personal-details-not-allowed':
    'Yritys- ja yhteisöasiakkaalla ei ole henkilötietoja. Muuta yrityksen tietoja.',
  'company-details-not-allowed':
    'Yrityksen tietoja voi muuttaa vain yritysasiakkaan pääkäyttäjä yritystunnuksilla kirjautuneena.',
  // Username and password changes (/tili/vaihda-kayttajatunnus, modals kayttajatunnus, salasana)
  'username-taken':
    'Sähköpostiosoite on jo toisen käyttäjätilin käyttäjätunnus. Valitse toinen sähköpostiosoite.',
  'username-change-expired':
    'Käyttäjätunnuksen vaihtolinkki on vanhentunut tai virheellinen. Tee vaihtopyyntö uudelleen.',
  'username-change-already-handled':
    'Tämä käyttäjätunnuksen vaihtopyyntö on jo käsitelty tai korvattu uudemmalla pyynnöllä. Käytä uusinta sähköpostiisi saamaasi linkkiä.',
  // A new password that zxcvbn scores below 3 (issue 30 item 20); the field says why.
  'password-too-weak':
    'Salasana on liian helppo arvata. Valitse pidempi salasana, jossa ei ole yleisiä sanoja, nimeäsi tai sähköpostiosoitettasi.',
  // Forgotten password (/auth/unohtunut-salasana, /auth/uusi-salasana; decision 0035)
  'password-reset-expired':
    'Salasanan vaihtolinkki on vanhentunut tai virheellinen. Pyydä uusi linkki.',
  'password-reset-already-used':
    'Tällä linkillä on jo vaihdettu salasana. Kirjaudu sisään uudella salasanalla tai pyydä uusi linkki.',
  // Registration (/auth/rekisteroidy; decision 0036)
  'registration-expired':
    'Vahvistuslinkki on vanhentunut tai virheellinen. Luo tunnus uudelleen, niin lähetämme uuden linkin.',
  'registration-already-confirmed':
    'Tunnus on jo luotu tällä vahvistuslinkillä. Kirjaudu sisään sähköpostiosoitteellasi ja salasanallasi.',
  // Consents and the marketing ban (decision 0028)
  'consents-not-available':
    'Viestiasetukset ja yksityisyysasetukset koskevat henkilöasiakkaita. Yritysasiakkaana voit sopia markkinoinnista asiakaspalvelun kanssa.',
  'marketing-ban-active':
    'Olet kieltänyt kaiken markkinoinnin. Poista ensin markkinointikielto, jos haluat sallia markkinointia.',
  // Managing reading rights (/lukuoikeudet, /tilaukset/tiedot/digilukuoikeudet; decision 0031)
  'reading-right-not-found': 'Lukuoikeutta ei löytynyt. Se on ehkä jo poistettu.',
  'reading-right-already-removed': 'Lukuoikeus on jo poistettu.',
  // Sharing and claiming reading rights (/ak/{code}, modals jaa-lukuoikeus; decision 0032)
  'subscription-suspended': 'Keskeytetyn tilauksen lukuoikeuksia ei voi jakaa.',
  'no-reading-rights': 'Tilaukseen ei kuulu jaettavia lukuoikeuksia.',
  'activation-code-not-found':
    'Aktivointikoodi puuttuu tai sitä ei löytynyt. Tarkista, että avasit koko linkin kutsusta.',
  // Company reader count (modals lukijoita, lukijoita-v2; spec §4, §9)
  'reader-count-not-allowed':
    'Lukijoiden määrää voi muuttaa vain voimassa olevasta yrityksen digitilauksesta yrityksen pääkäyttäjänä.',
  'reader-count-over-max':
    'Itsepalvelussa voit tilata enintään 50 lukijaa. Ota yhteyttä myyntiin, jos tarvitset enemmän.',
  'reader-count-below-shared':
    'Lukijoita ei voi olla vähemmän kuin jo jaettuja lukuoikeuksia. Poista ensin lukuoikeuksia.',
  'reader-count-change-pending':
    'Edellinen lukijamäärän muutos on vielä käsittelyssä. Voit tehdä uuden muutoksen, kun se näkyy tilauksessasi.',
  'reader-count-unchanged': 'Tilauksessa on jo tämä määrä lukijoita. Valitse eri määrä.',
  // Feedback forms (/yrityspalaute; spec §8 "Feedback saving failed"; decision 0036)
  'feedback-saving-failed':
    'Palautteen tallentaminen epäonnistui. Viestisi on yhä lomakkeella: yritä hetken kuluttua uudelleen.',
  // Customer benefits (spec §6; issue 17 item 2)
  'benefit-not-found': 'Etua ei löytynyt.',
  'benefit-no-subscription':
    'Tiliisi ei ole liitetty tilausta. Edut kuuluvat voimassa olevan jatkuvan tilauksen tilaajille.',
  'benefit-no-valid-subscription':
    'Tiliisi liitetyt tilaukset ovat päättyneet. Edut kuuluvat voimassa olevan jatkuvan tilauksen tilaajille.',
  'benefit-continuous-only': 'Edut kuuluvat vain jatkuvan tilauksen tilaajille.',
  // Customer service's inbox (issue 17 item 6)
  'feedback-not-found': 'Viestiä ei löytynyt.',
  'feedback-already-handled': 'Viesti on jo käsitelty.',
  // Company order (spec §8 "Company order"; decision 0038)
  'company-order-failed':
    'Tilauksen tekeminen epäonnistui. Yritä myöhemmin uudelleen tai ota yhteyttä asiakaspalveluun.',
  'company-order-offer-not-found':
    'Kampanjan tai tuotteen tietojen lataaminen epäonnistui. Tarkista osoite tai yritä myöhemmin uudelleen.',
  'company-order-address-not-found':
    'Osoitetta ei löytynyt postin osoitetiedoista. Tarkista katuosoite, postinumero ja postitoimipaikka.',
  // An order waiting for the company's admin (issue 30 item 17; decision 0038)
  'company-order-approval-pending':
    'Olet jo tehnyt tälle yritykselle tilauksen, joka odottaa pääkäyttäjän hyväksyntää. Voit tehdä uuden tilauksen, kun pääkäyttäjä on käsitellyt sen.',
  'company-order-approval-not-found':
    'Tilausta ei löytynyt. Kirjaudu sisään yritysasiakkaana sen yrityksen pääkäyttäjänä, jolle tilaus on tehty.',
  'company-order-approval-decided': 'Tilaus on jo käsitelty.',
  'company-order-approval-expired':
    'Tilauksen hyväksymisaika on päättynyt, eikä tilausta tehty. Tilaaja voi tehdä uuden tilauksen.',
  'company-order-approval-withdrawn':
    'Tilaaja on poistanut käyttäjätilinsä, joten tilausta ei voi enää hyväksyä.',
  'company-order-approval-start-passed':
    'Tilauksen ensimmäinen jakelupäivä on jo mennyt, joten tilausta ei voi hyväksyä sellaisenaan. Hylkää tilaus ja pyydä tilaajaa tekemään uusi.',
  // Keys only the API's other clients meet today (staff routes, the test bank, readiness,
  // protocol errors): their message is the API's own.
  'bad-request': 'Pyyntöä ei voitu käsitellä.',
  'invalid-client': 'Tuntematon palvelu tai paluuosoite.',
  'invalid-payment-file': 'Maksutiedostossa on virheitä. Mitään ei tuotu.',
  'invalid-token': 'Tunniste puuttuu tai on väärä.',
  // Assistant authorisation (/bot_auth, the token endpoint and the bearer routes; decision 0043)
  'invalid-grant': 'Valtuutuskoodi on väärä, vanhentunut tai jo käytetty.',
  'insufficient-scope': 'Käyttöoikeus ei riitä näihin tietoihin.',
  'shutting-down': 'Palvelu ei ole juuri nyt käytettävissä. Yritä hetken kuluttua uudelleen.',
  'database-unavailable':
    'Palvelu ei ole juuri nyt käytettävissä. Yritä hetken kuluttua uudelleen.',
} as const;

/** Every key an API error answer may carry. */
export type ErrorKey = keyof typeof ERROR_MESSAGES;

/**
 * A logged-in screen's "not found" for a subscription the address names but the session does not
 * hold (or a malformed number): the API's message for subscription-not-found, and the islands'.
 * The catalogue's own subscription-not-found text adds the anonymous forms' advice.
 */
export const SUBSCRIPTION_NOT_FOUND = 'Tilausta ei löytynyt.';

/** Whether a key read from an answer is one of ours (own keys only, not Object.prototype's). */
export const isErrorKey = (key: string): key is ErrorKey => Object.hasOwn(ERROR_MESSAGES, key);
