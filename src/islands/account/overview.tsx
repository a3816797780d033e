import { loginIcon } from '~/components/icons/icons';
import type { CustomerInfo } from '~/domain/customer-info/info-view';
import { ActionButtons } from '../shared/action-buttons';
import { WithCustomerInfo } from './customer-info-status';
import {
  DELETION_MODAL,
  PASSWORD_MODAL,
  PHONE_MODAL,
  USERNAME_MODAL,
  overviewModalHref,
} from './overview-links';

/** /tili: who is logged in, the customer's main facts and the links of the overview's modals. */
export default function AccountOverview() {
  return (
    <WithCustomerInfo>
      {(info) => (
        <>
          <Summary info={info} />
          <LoginSettings />
        </>
      )}
    </WithCustomerInfo>
  );
}

function LoginSettings() {
  return (
    <ActionButtons
      title="Kirjautuminen"
      icon={loginIcon}
      level={2}
      actions={[
        {
          label: 'Vaihda käyttäjätunnus',
          href: overviewModalHref(USERNAME_MODAL),
          note: 'Kirjautumisen sähköpostiosoite',
        },
        { label: 'Vaihda salasana', href: overviewModalHref(PASSWORD_MODAL) },
        {
          label: 'Poista käyttäjätili',
          href: overviewModalHref(DELETION_MODAL),
          note: 'Tilin poistaminen pysyvästi',
        },
      ]}
    />
  );
}

function Summary({ info }: { info: CustomerInfo }) {
  return (
    <section className="card" aria-labelledby="overview-heading">
      <h2 id="overview-heading">{info.name}</h2>
      <p>
        Olet kirjautunut käyttäjätunnuksella <strong>{info.username}</strong>.
      </p>
      <dl className="meta">
        <dt>Käyttäjätunnus</dt>
        <dd>{info.username}</dd>
        <dt>Nimi</dt>
        <dd>{info.name}</dd>
        <dt>Asiakasnumero</dt>
        <dd>{info.customerNumber}</dd>
        <dt>Puhelinnumero</dt>
        <dd>
          {info.phone ?? 'Ei annettu'}{' '}
          <a href={overviewModalHref(PHONE_MODAL)}>Muuta puhelinnumeroa</a>
        </dd>
        <dt>Toimitusosoite</dt>
        <dd>{info.address?.label ?? 'Ei tiedossa'}</dd>
      </dl>
      <p>
        Osoite muutetaan tilauksen tiedoista, tilapäisesti tai pysyvästi:{' '}
        <a href="/tilaukset">tee osoitteenmuutos tilauksissasi</a>.
      </p>
    </section>
  );
}
