import { isSubscriptionNumber } from '~/domain/validation/subscription-number';
import type { FetcherStore } from '@nanostores/query';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { loginUrl } from '~/domain/auth/return-path';
import type { SubscriptionDetails as Details } from '~/domain/subscriptions/subscription-details';
import { ApiError, LoggedOutError } from '../shared/api-errors';
import { createFetcherStore } from '../shared/query';
import { ensureFreshSession } from '../shared/session';
import { SUBSCRIPTION_CHANGED } from '../shared/subscription-events';
import DetailsView from './details-view';

function goToLogin(): void {
  window.location.assign(loginUrl(window.location.pathname + window.location.search));
}

/** The subscription named by ?tilaus=; a logged-out visitor is sent to log in and back. */
export default function SubscriptionDetails() {
  // undefined: not read yet (the page is prerendered, so the query is only known in the browser).
  const [number, setNumber] = useState<string | null | undefined>(undefined);
  const [sessionOk, setSessionOk] = useState(false);
  useEffect(() => {
    setNumber(new URLSearchParams(window.location.search).get('tilaus'));
    ensureFreshSession()
      .then((ok) => (ok ? setSessionOk(true) : goToLogin()))
      .catch(() => setSessionOk(true)); // let the details call show the error
  }, []);
  const valid = number != null && isSubscriptionNumber(number);
  const store = useMemo(
    () => (sessionOk && valid ? createFetcherStore<Details>(['subscriptions/', number]) : null),
    [sessionOk, valid, number],
  );
  if (number !== undefined && !valid) return <NotFound />;
  if (!store) return <Loading />;
  return <Loaded store={store} />;
}

function Loaded({ store }: { store: FetcherStore<Details> }) {
  const state = useStore(store);
  const { data, loading } = state;
  const error: unknown = state.error;
  useEffect(() => {
    if (error instanceof LoggedOutError) goToLogin();
  }, [error]);
  // A modal on this page changed the subscription (a suspension, an address change): reload.
  useEffect(() => {
    const reload = () => store.revalidate();
    window.addEventListener(SUBSCRIPTION_CHANGED, reload);
    return () => window.removeEventListener(SUBSCRIPTION_CHANGED, reload);
  }, [store]);
  useEffect(() => {
    if (data) document.title = `${data.productName} | Asiakaspalvelu`;
  }, [data]);
  if (loading || (!data && !error)) return <Loading />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return <NotFound />;
  }
  if (error || !data) {
    return (
      <>
        <h1>Tilauksen tiedot</h1>
        <p className="alert" role="alert">
          Tilauksen tietojen lataaminen epäonnistui. Yritä myöhemmin uudelleen tai ota yhteyttä
          asiakaspalveluun.
        </p>
      </>
    );
  }
  return <DetailsView details={data} />;
}

function Loading() {
  return (
    <>
      <h1>Tilauksen tiedot</h1>
      <p aria-live="polite">Ladataan tilauksen tietoja…</p>
    </>
  );
}

function NotFound() {
  return (
    <>
      <h1>Tilauksen tiedot</h1>
      <p className="alert" role="alert">
        Tilausta ei löytynyt.
      </p>
      <p>
        Tarkista tilausnumero tai valitse tilaus <a href="/tilaukset">tilausluettelosta</a>.
      </p>
    </>
  );
}
