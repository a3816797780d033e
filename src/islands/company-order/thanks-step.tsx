import { loginUrl } from '~/domain/auth/return-path';
import {
  type CompanyOrderAnswer,
  type CompanyOrderWaiting,
  isWaitingOrder,
  LAST_DAY_LABEL,
} from '~/domain/company-order/order-approval';
import {
  BUSINESS_ID_LABEL,
  START_DATE_LABEL,
  VAT_NUMBER_LABEL,
} from '~/domain/company-order/order-texts';
import { SHARE_MODALS } from '~/domain/reading-rights/invite-texts';
import { quantityRow } from '~/domain/company-order/order-views';
import { formatDate } from '~/domain/shared/dates';
import { detailsModalUrl } from '~/domain/subscriptions/modal-links';
import { type DetailRow, DetailsList } from '../shared/details-list';

/** The subscription's details page with the employees' share modal open (decision 0032). */
const invitePath = (subscriptionNumber: string) =>
  detailsModalUrl(subscriptionNumber, SHARE_MODALS.EMPLOYEES);

/**
 * An order for a company that is already a customer, from someone not its admin (issue 30 item
 * 17): nothing is ordered or billed until the company's admin accepts it.
 */
function WaitingThanks({ waiting }: { waiting: CompanyOrderWaiting }) {
  const rows: DetailRow[] = [
    ['Tuote', waiting.productName],
    quantityRow(waiting.price),
    ['Hinta', waiting.price.text],
    ['Yritys', waiting.companyName],
    [BUSINESS_ID_LABEL, waiting.businessId],
    waiting.startDate === null ? null : [START_DATE_LABEL, formatDate(waiting.startDate)],
    [LAST_DAY_LABEL, formatDate(waiting.lastDay)],
  ];
  return (
    <div>
      <p role="status">
        Tilaus odottaa yrityksen pääkäyttäjän hyväksyntää. Yritys {waiting.companyName} on jo
        asiakkaamme, joten tilaus tehdään ja laskutetaan vasta, kun yrityksen pääkäyttäjä hyväksyy
        sen. Lähetimme pääkäyttäjälle pyynnön ja sinulle tiedon sähköpostilla.
      </p>
      <p>
        Jos pääkäyttäjä ei hyväksy tilausta viimeistään {formatDate(waiting.lastDay)}, tilaus
        raukeaa. Kerromme sähköpostilla, kun tilaus on hyväksytty tai hylätty.
      </p>
      <h2>Tilauksen yhteenveto</h2>
      <DetailsList rows={rows} />
    </div>
  );
}

/** Step kiitos: the order's summary and the way to invite the readers at once (spec §1, §2). */
export function ThanksStep({ result }: { result: CompanyOrderAnswer | null }) {
  if (!result) {
    return (
      <p>
        Tilauksen tiedot eivät ole enää tällä sivulla. Löydät ne tilausvahvistuksesta, jonka
        lähetimme sähköpostiisi.
      </p>
    );
  }
  if (isWaitingOrder(result)) return <WaitingThanks waiting={result} />;
  const path = invitePath(result.subscriptionNumber);
  const rows: DetailRow[] = [
    ['Tuote', result.productName],
    quantityRow(result.price),
    ['Hinta', result.price.text],
    ['Yritys', result.companyName],
    [BUSINESS_ID_LABEL, result.businessId],
    [VAT_NUMBER_LABEL, result.vatNumber],
    ['Tilausnumero', result.subscriptionNumber],
    ['Asiakasnumero', result.customerNumber],
    ['Alkaa', formatDate(result.startDate)],
    result.deliveryAddress === null ? null : ['Jakeluosoite', result.deliveryAddress],
    ['Ensimmäinen lasku', result.invoiceNumber],
  ];
  return (
    <div>
      <p role="status">
        Kiitos tilauksestasi! Lähetimme tilausvahvistuksen sähköpostiisi.
        {result.admin
          ? ' Olet nyt yrityksen pääkäyttäjä.'
          : ' Yrityksen pääkäyttäjä hyväksyi tilauksen; et saanut pääkäyttäjän oikeuksia.'}
      </p>
      <h2>Tilauksen yhteenveto</h2>
      <DetailsList rows={rows} />
      {result.admin && result.price.readers !== undefined && (
        <>
          <h2>Kutsu lukijat</h2>
          <p>
            Jaa lukuoikeudet työntekijöille heti: lähetä kutsu sähköpostilla tai kopioi kutsulinkki.
            {result.companySession
              ? ''
              : ' Kirjaudu ensin yritysasiakkaana samalla käyttäjätunnuksella.'}
          </p>
          <p>
            <a className="button" href={result.companySession ? path : loginUrl(path, 'b2b')}>
              Kutsu lukijat
            </a>
          </p>
        </>
      )}
    </div>
  );
}
