import type { SubscriptionRights } from '~/domain/reading-rights/rights-views';
import { subscriptionPaths } from '../shared/api-paths';
import { messageForError } from '../shared/error-messages';
import { usePageTitle } from '../shared/page-title';
import { useApiQuery } from '../shared/use-api-query';
import { useAddressSearch } from '../shared/use-hydrated';
import RightsList from './rights-list';
import { ERROR_MESSAGES } from '~/domain/errors/error-messages';

/** /tilaukset/tiedot/digilukuoikeudet?tilaus=n: one subscription's reading rights. */
export default function SubscriptionRightsPage() {
  // null until read: the page is prerendered, so the query is only known in the browser.
  const search = useAddressSearch();
  const n = search === null ? null : (new URLSearchParams(search).get('tilaus') ?? '');
  const load = useApiQuery<SubscriptionRights>(n ? subscriptionPaths.readingRights(n) : null);
  usePageTitle(load.state === 'ready' ? `Digilukuoikeudet: ${load.data.productName}` : null);
  if (n === '') {
    return (
      <p className="alert" role="alert">
        {ERROR_MESSAGES['subscription-not-found']}
      </p>
    );
  }
  if (load.state === 'loading') return <p aria-live="polite">Ladataan lukuoikeuksia…</p>;
  if (load.state === 'error') {
    return (
      <p className="alert" role="alert">
        {messageForError(load.error)}
      </p>
    );
  }
  const rights = load.data;
  return (
    <>
      <p>
        Tilaus: {rights.productName} ({rights.subscriptionNumber})
      </p>
      {rights.total === 0 ? (
        <p>Tähän tilaukseen ei kuulu digilukuoikeuksia.</p>
      ) : (
        <RightsList rights={rights} level={2} />
      )}
      <p>
        <a href={`/tilaukset/tiedot?tilaus=${encodeURIComponent(rights.subscriptionNumber)}`}>
          Takaisin tilauksen tietoihin
        </a>
      </p>
    </>
  );
}
