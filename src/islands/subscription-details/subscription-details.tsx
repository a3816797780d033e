import { useEffect } from 'react';
import type { SubscriptionDetails as Details } from '~/domain/subscriptions/subscription-details';
import { isSubscriptionNumber } from '~/domain/validation/subscription-number';
import { subscriptionPaths } from '../shared/api-paths';
import { ApiError } from '../shared/api-errors';
import { useApiQuery } from '../shared/use-api-query';
import { useAddressSearch } from '../shared/use-hydrated';
import DetailsView from './details-view';
import { SUBSCRIPTION_NOT_FOUND } from '~/domain/errors/error-messages';

/** The subscription named by ?tilaus=; a logged-out visitor is sent to log in and back. */
export default function SubscriptionDetails() {
  // undefined: not read yet (the page is prerendered, so the query is only known in the browser).
  const search = useAddressSearch();
  const number = search === null ? undefined : new URLSearchParams(search).get('tilaus');
  const valid = number != null && isSubscriptionNumber(number);
  // A modal on this page that changes the subscription (a suspension, an address change)
  // refreshes this key (refreshKeys / invalidateKeys in islands/shared/query.ts).
  const query = useApiQuery<Details>(valid ? subscriptionPaths.details(number) : null);
  const data = query.state === 'ready' ? query.data : undefined;
  useEffect(() => {
    if (data) document.title = `${data.productName} | Asiakaspalvelu`;
  }, [data]);
  if (number !== undefined && !valid) return <NotFound />;
  if (query.state === 'loading') return <Loading />;
  if (query.state === 'error') {
    const { error } = query;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return <NotFound />;
    }
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
  return <DetailsView details={query.data} />;
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
        {SUBSCRIPTION_NOT_FOUND}
      </p>
      <p>
        Tarkista tilausnumero tai valitse tilaus <a href="/tilaukset">tilausluettelosta</a>.
      </p>
    </>
  );
}
