import './cancellation.css';
import { useEffect } from 'react';
import { pushCancellationEvent } from './analytics';
import BlockedNotice from './blocked-notice';
import EndingFacts from './ending-facts';
import { detailsUrl, reasonUrl } from './flow-url';
import LoadingOrError from './loading-or-error';
import { usePreview } from './use-preview';

/** /tilaukset/peruuta-tilaus and /peruuta-lisatilaus: what cancelling means, before the reason. */
export default function CancelSummary() {
  const result = usePreview();
  const data = result.state === 'ready' ? result.data : null;
  useEffect(() => {
    if (data && data.allowed) {
      pushCancellationEvent('summaryShown', { subscriptionNumber: data.subscriptionNumber });
    }
  }, [data]);
  if (result.state !== 'ready') return <LoadingOrError result={result} />;
  const { data: d, query } = result;
  if (d.block) {
    return <BlockedNotice message={d.block.message} subscriptionNumber={d.subscriptionNumber} />;
  }
  return (
    <>
      <EndingFacts data={d} />
      <div className="cancel-steps">
        <a className="button" href={reasonUrl(query)}>
          Jatka
        </a>
        <a className="button button-secondary" href={detailsUrl(d.subscriptionNumber)}>
          En lopetakaan
        </a>
      </div>
    </>
  );
}
