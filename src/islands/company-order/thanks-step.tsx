import { loginUrl } from '~/domain/auth/return-path';
import type { CompanyOrderResult } from '~/domain/company-order/order-views';
import { SHARE_MODALS } from '~/domain/reading-rights/invite-texts';
import { formatDate } from '~/domain/shared/dates';
import { detailsModalUrl } from '~/domain/subscriptions/modal-links';

/** The subscription's details page with the employees' share modal open (decision 0032). */
const invitePath = (subscriptionNumber: string) =>
  detailsModalUrl(subscriptionNumber, SHARE_MODALS.EMPLOYEES);

/** Step kiitos: the order's summary and the way to invite the readers at once (spec §1, §2). */
export function ThanksStep({ result }: { result: CompanyOrderResult | null }) {
  if (!result) {
    return (
      <p>
        Tilauksen tiedot eivät ole enää tällä sivulla. Löydät ne tilausvahvistuksesta, jonka
        lähetimme sähköpostiisi.
      </p>
    );
  }
  const path = invitePath(result.subscriptionNumber);
  const rows: [string, string][] = [
    ['Tuote', result.productName],
    [result.price.readers === undefined ? 'Lehtiä' : 'Lukijoita', result.price.quantityText],
    ['Hinta', result.price.text],
    ['Yritys', result.companyName],
    ['Y-tunnus', result.businessId],
    ['ALV-numero', result.vatNumber],
    ['Tilausnumero', result.subscriptionNumber],
    ['Asiakasnumero', result.customerNumber],
    ['Alkaa', formatDate(result.startDate)],
    ...(result.deliveryAddress === null
      ? []
      : [['Jakeluosoite', result.deliveryAddress] as [string, string]]),
    ['Ensimmäinen lasku', result.invoiceNumber],
  ];
  return (
    <div>
      <p role="status">
        Kiitos tilauksestasi! Lähetimme tilausvahvistuksen sähköpostiisi.
        {result.admin
          ? ' Olet nyt yrityksen pääkäyttäjä.'
          : ' Yritykselläsi on jo pääkäyttäjä, joten et saanut pääkäyttäjän oikeuksia. Kerroimme tilauksesta pääkäyttäjälle.'}
      </p>
      <h2>Tilauksen yhteenveto</h2>
      <dl className="details-list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
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
