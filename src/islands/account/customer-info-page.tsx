import { capitalizeName } from '~/domain/shared/names';
import type { CustomerInfo } from '~/domain/customer-info/info-view';
import { WithCustomerInfo } from './customer-info-status';

const orDash = (v: string | number | null) => (v === null || v === '' ? '–' : String(v));

/** /tili/asiakastiedot: the customer's data, with links to the edit pages this session may use. */
export default function CustomerInfoPage() {
  return <WithCustomerInfo>{(info) => <Details info={info} />}</WithCustomerInfo>;
}

function Details({ info }: { info: CustomerInfo }) {
  return (
    <>
      {info.editable.personalDetails && (
        <section className="card" aria-labelledby="personal-heading">
          <h2 id="personal-heading">Henkilötiedot</h2>
          <dl>
            <dt>Etunimi</dt>
            <dd>{orDash(info.firstName && capitalizeName(info.firstName))}</dd>
            <dt>Sukunimi</dt>
            <dd>{orDash(info.lastName && capitalizeName(info.lastName))}</dd>
            <dt>Syntymävuosi</dt>
            <dd>{orDash(info.yearOfBirth)}</dd>
          </dl>
          <p>
            <a href="/tili/asiakastiedot/muokkaa-henkilotietoja">Muokkaa henkilötietoja</a>
          </p>
        </section>
      )}
      {info.company && (
        <section className="card" aria-labelledby="company-heading">
          <h2 id="company-heading">Yrityksen tiedot</h2>
          <dl>
            <dt>Yrityksen nimi</dt>
            <dd>{info.company.name}</dd>
            <dt>Y-tunnus</dt>
            <dd>{info.company.businessId}</dd>
            <dt>ALV-numero</dt>
            <dd>{orDash(info.company.vatNumber)}</dd>
            <dt>Yhteyshenkilö</dt>
            <dd>{orDash(info.company.contactPerson)}</dd>
            <dt>Laskutussähköposti</dt>
            <dd>{orDash(info.company.invoicingEmail)}</dd>
            <dt>Verkkolaskuosoite</dt>
            <dd>{orDash(info.company.eInvoiceAddress)}</dd>
            <dt>Verkkolaskuoperaattori</dt>
            <dd>{orDash(info.company.eInvoiceOperator)}</dd>
            <dt>Laskun viite</dt>
            <dd>{orDash(info.company.invoiceReference)}</dd>
          </dl>
          {info.editable.companyDetails && (
            <p>
              <a href="/tili/asiakastiedot/muokkaa-yritystietoja">Muokkaa yrityksen tietoja</a>
            </p>
          )}
        </section>
      )}
      <section className="card" aria-labelledby="contact-heading">
        <h2 id="contact-heading">Yhteystiedot</h2>
        <dl>
          <dt>Puhelinnumero</dt>
          <dd>{orDash(info.phone)}</dd>
          <dt>Sähköposti</dt>
          <dd>{orDash(info.contactEmail)}</dd>
          <dt>Käyttäjätunnus</dt>
          <dd>{info.username}</dd>
        </dl>
        <p>
          <a href="/tili/asiakastiedot/muokkaa-puhelinnumeroa">Muokkaa puhelinnumeroa</a>
        </p>
        <p>
          <a href="/tili/vaihda-kayttajatunnus">Vaihda käyttäjätunnus</a>
        </p>
      </section>
      <section className="card" aria-labelledby="customer-heading">
        <h2 id="customer-heading">Asiakkuus</h2>
        <dl>
          <dt>Asiakasnumero</dt>
          <dd>{info.customerNumber}</dd>
          <dt>Asiakastyyppi</dt>
          <dd>{info.customerTypeLabel}</dd>
          <dt>Toimitusosoite</dt>
          <dd>{info.address?.label ?? '–'}</dd>
        </dl>
        <p>
          Osoite muutetaan tilauksen tiedoista:{' '}
          <a href="/tilaukset">tee osoitteenmuutos tilauksissasi</a>.
        </p>
      </section>
    </>
  );
}
