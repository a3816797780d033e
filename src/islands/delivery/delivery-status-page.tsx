import { useEffect } from 'react';
import { useAddressSearch } from '../shared/use-hydrated';
import StatusView from './status-view';
import { useDeliveryStatus } from './use-delivery-status';

/** /tilaukset/tiedot/jakelutilanne?tilaus=n: the delivery status page. */
export default function DeliveryStatusPage() {
  // null until read: the page is prerendered, so the query is only known in the browser.
  const search = useAddressSearch();
  const number = search === null ? null : (new URLSearchParams(search).get('tilaus') ?? '');
  const load = useDeliveryStatus(number);
  useEffect(() => {
    if (load.state === 'ready') {
      document.title = `Jakelutilanne: ${load.status.productName} | Asiakaspalvelu`;
    }
  }, [load]);
  if (load.state === 'loading') return <p aria-live="polite">Ladataan jakelutilannetta…</p>;
  if (load.state === 'error') {
    return (
      <p className="alert" role="alert">
        {load.message}
      </p>
    );
  }
  const { status } = load;
  return (
    <>
      <p>
        Tilaus: {status.productName} ({status.subscriptionNumber})
      </p>
      <StatusView status={status} level={2} />
      <p>
        <a href={`/tilaukset/tiedot?tilaus=${status.subscriptionNumber}`}>
          Takaisin tilauksen tietoihin
        </a>
      </p>
    </>
  );
}
