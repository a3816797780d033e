import type { SubscriptionRights } from '~/domain/reading-rights/rights-views';
import { subscriptionPaths } from '../shared/api-paths';
import { messageForError } from '../shared/error-messages';
import { usePageTitle } from '../shared/page-title';
import { useApiQuery } from '../shared/use-api-query';
import { useAddressSearch } from '../shared/use-hydrated';
import ManageRight from './manage-right';

/**
 * /tilaukset/tiedot/digilukuoikeudet/{id}?tilaus=n: one right (an open invitation or a reader)
 * with its cancel or remove action. A right no longer held (cancelled, removed, another's) is
 * "not found".
 */
export default function RightDetails({ id }: { id: string }) {
  const search = useAddressSearch();
  const n = search === null ? null : (new URLSearchParams(search).get('tilaus') ?? '');
  const load = useApiQuery<SubscriptionRights>(n ? subscriptionPaths.readingRights(n) : null);
  const rights = load.state === 'ready' ? load.data : null;
  const right = rights ? [...rights.pending, ...rights.claimed].find((r) => r.id === id) : null;
  usePageTitle(right ? `Lukuoikeus: ${right.readerName ?? right.email}` : null);
  const back = n
    ? `/tilaukset/tiedot/digilukuoikeudet?tilaus=${encodeURIComponent(n)}`
    : '/lukuoikeudet';
  if (load.state === 'loading' && n !== '') {
    return <p aria-live="polite">Ladataan lukuoikeutta…</p>;
  }
  if (load.state === 'error') {
    return (
      <p className="alert" role="alert">
        {messageForError(load.error)}
      </p>
    );
  }
  if (!rights || !right) {
    return (
      <>
        <p className="alert" role="alert">
          Lukuoikeutta ei löytynyt. Se on ehkä jo poistettu.
        </p>
        <p>
          <a href={back}>Takaisin lukuoikeuksiin</a>
        </p>
      </>
    );
  }
  return (
    <>
      <dl>
        <dt>Tilaus</dt>
        <dd>
          {rights.productName} ({rights.subscriptionNumber})
        </dd>
        <dt>Tila</dt>
        <dd>{right.statusLabel}</dd>
        <dt>Sähköposti</dt>
        <dd>{right.email}</dd>
        {right.readerName && (
          <>
            <dt>Lukija</dt>
            <dd>{right.readerName}</dd>
          </>
        )}
        <dt>Kutsuttu</dt>
        <dd>{right.invitedAtLabel}</dd>
        {right.claimedAtLabel && (
          <>
            <dt>Otettu käyttöön</dt>
            <dd>{right.claimedAtLabel}</dd>
          </>
        )}
      </dl>
      <ManageRight subscriptionNumber={rights.subscriptionNumber} right={right} />
      <p>
        <a href={back}>Takaisin lukuoikeuksiin</a>
      </p>
    </>
  );
}
