import type { SubscriptionDetails } from '~/domain/subscriptions/subscription-details';

/** Suspensions and address changes still ahead, and an order change being processed. */
export default function DetailsChanges({ details: d }: { details: SubscriptionDetails }) {
  if (d.pendingChanges.length === 0 && !d.orderChangeInProgress) return null;
  return (
    <section aria-labelledby="tulevat-muutokset">
      <h2 id="tulevat-muutokset">Tulevat muutokset</h2>
      <ul>
        {d.orderChangeInProgress && <li>Tilausmuutos on käsittelyssä.</li>}
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
