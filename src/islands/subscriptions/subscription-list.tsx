import type { FetcherStore } from '@nanostores/query';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { loginUrl } from '~/domain/auth/return-path';
import type { SubscriptionList as List } from '~/domain/subscriptions/subscription-summary';
import { LoggedOutError } from '../shared/api-errors';
import { createFetcherStore } from '../shared/query';
import { ensureFreshSession } from '../shared/session';
import SubscriptionCard from './subscription-card';

type Scope = 'active' | 'ended';

const EMPTY_TEXT: Record<Scope, string> = {
  active: 'Sinulla ei ole voimassa olevia tilauksia.',
  ended: 'Sinulla ei ole viimeisen 12 kuukauden aikana päättyneitä tilauksia.',
};

function goToLogin(): void {
  window.location.assign(loginUrl(window.location.pathname + window.location.search));
}

/** The logged-in customer's subscriptions; a logged-out visitor is sent to log in and back. */
export default function SubscriptionList({ scope }: { scope: Scope }) {
  const [sessionOk, setSessionOk] = useState(false);
  useEffect(() => {
    ensureFreshSession()
      .then((ok) => (ok ? setSessionOk(true) : goToLogin()))
      .catch(() => setSessionOk(true)); // let the list call show the error
  }, []);
  const store = useMemo(
    () => (sessionOk ? createFetcherStore<List>(['subscriptions?scope=', scope]) : null),
    [sessionOk, scope],
  );
  if (!store) return <p aria-live="polite">Ladataan tilauksia…</p>;
  return <ListView store={store} scope={scope} />;
}

function ListView({ store, scope }: { store: FetcherStore<List>; scope: Scope }) {
  const state = useStore(store);
  const { data, loading } = state;
  const error: unknown = state.error;
  useEffect(() => {
    if (error instanceof LoggedOutError) goToLogin();
  }, [error]);
  if (loading || (!data && !error)) return <p aria-live="polite">Ladataan tilauksia…</p>;
  if (error || !data) {
    return (
      <p className="alert" role="alert">
        Tilausten lataaminen epäonnistui. Yritä myöhemmin uudelleen tai ota yhteyttä
        asiakaspalveluun.
      </p>
    );
  }
  if (data.subscriptions.length === 0 && scope === 'active') {
    return (
      <>
        <p>{EMPTY_TEXT[scope]}</p>
        <p>
          Jos olet tilannut lehden muuten kuin verkossa, voit liittää tilauksen tiliisi
          asiakasnumerolla. <a href="/tilaukset/etsi-tilauksesi">Etsi ja liitä tilauksesi</a>
        </p>
      </>
    );
  }
  if (data.subscriptions.length === 0) return <p>{EMPTY_TEXT[scope]}</p>;
  return (
    <ul
      className="subscription-list"
      aria-label={scope === 'active' ? 'Voimassa olevat tilaukset' : 'Päättyneet tilaukset'}
    >
      {data.subscriptions.map((s) => (
        <li key={s.id}>
          <SubscriptionCard subscription={s} />
        </li>
      ))}
    </ul>
  );
}
