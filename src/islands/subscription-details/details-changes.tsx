import type { ReaderCountOverview } from '~/domain/reader-count/reader-count-views';
import type { SubscriptionDetails } from '~/domain/subscriptions/subscription-details';
import { subscriptionPaths } from '../shared/api-paths';
import { useApiQuery } from '../shared/use-api-query';

/** A company's reader count waiting to take effect, read only for a company's subscription. */
function usePendingReaders(d: SubscriptionDetails): ReaderCountOverview['pending'] {
  const company = d.actions.some((a) => a.action === 'READER_COUNT' && a.allowed);
  const overview = useApiQuery<ReaderCountOverview>(
    company ? subscriptionPaths.readerCount(d.subscriptionNumber) : null,
  );
  return overview.state === 'ready' ? overview.data.pending : null;
}

/**
 * Suspensions and address changes still ahead, a company's reader-count change waiting to take
 * effect, and an order change being processed.
 */
export default function DetailsChanges({ details: d }: { details: SubscriptionDetails }) {
  const readers = usePendingReaders(d);
  if (d.pendingChanges.length === 0 && !d.orderChangeInProgress && readers === null) return null;
  return (
    <section aria-labelledby="tulevat-muutokset">
      <h2 id="tulevat-muutokset">Tulevat muutokset</h2>
      <ul>
        {d.orderChangeInProgress && <li>Tilausmuutos on käsittelyssä.</li>}
        {readers && (
          <li>
            Lukijamäärän muutos {readers.fromReaders} → {readers.toReaders} lukijaa:{' '}
            {readers.notice}
          </li>
        )}
        {d.pendingChanges.map((c) => (
          <li key={`${c.type}-${c.startDate}`}>
            {c.typeLabel} {c.periodLabel}
            {c.address !== null && `: ${c.address}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
