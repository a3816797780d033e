import type { SubscriptionList as List } from '~/domain/subscriptions/subscription-summary';
import { useApiQuery } from '../shared/use-api-query';
import SubscriptionCard from './subscription-card';

type Scope = 'active' | 'ended';

const EMPTY_TEXT: Record<Scope, string> = {
  active: 'Sinulla ei ole voimassa olevia tilauksia.',
  ended: 'Sinulla ei ole viimeisen 12 kuukauden aikana päättyneitä tilauksia.',
};

/** The logged-in customer's subscriptions; a logged-out visitor is sent to log in and back. */
export default function SubscriptionList({ scope }: { scope: Scope }) {
  const query = useApiQuery<List>(`subscriptions?scope=${scope}`);
  if (query.state === 'loading') return <p aria-live="polite">Ladataan tilauksia…</p>;
  if (query.state === 'error') {
    return (
      <p className="alert" role="alert">
        Tilausten lataaminen epäonnistui. Yritä myöhemmin uudelleen tai ota yhteyttä
        asiakaspalveluun.
      </p>
    );
  }
  const { data } = query;
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
