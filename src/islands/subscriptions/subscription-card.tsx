import './subscription-card.css';
import type { SubscriptionSummary } from '~/domain/subscriptions/subscription-summary';
import { StatusBadge } from '../shared/status-badge';
import { FamilyMark } from '../shared/family-mark';
import { RightsMeter } from '../shared/rights-meter';

/**
 * One subscription: product, status, notes, kind, current period, price, reading rights, add-ons
 * and the add-ons that can still be ordered to it, each linking to its order view.
 */
export default function SubscriptionCard({
  subscription: s,
}: {
  subscription: SubscriptionSummary;
}) {
  const headingId = `tilaus-${s.subscriptionNumber}`;
  return (
    <article className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-title">
        <FamilyMark familyId={s.familyId} familyName={s.familyName} />
        <a href={`/tilaukset/tiedot?tilaus=${encodeURIComponent(s.subscriptionNumber)}`}>
          {s.productName}
        </a>
      </h2>
      <StatusBadge badge={s.badge} label={s.statusLabel} />
      {s.notes.length > 0 && <p className="muted">{s.notes.join(' · ')}</p>}
      <dl className="meta">
        <dt>Tilausnumero</dt>
        <dd>{s.subscriptionNumber}</dd>
        <dt>Tilaustyyppi</dt>
        <dd>{s.kindLabel}</dd>
        <dt>Tilausjakso</dt>
        <dd>{s.periodLabel}</dd>
        <dt>Hinta</dt>
        <dd>{s.priceLabel}</dd>
        {s.readingRights && s.readingRightsLabel && (
          <>
            <dt>Digilukuoikeudet</dt>
            <dd>
              <RightsMeter {...s.readingRights} caption={s.readingRightsLabel} />
            </dd>
          </>
        )}
        {s.modules.length > 0 && (
          <>
            <dt>Lisätilaukset</dt>
            <dd>{s.modules.map((m) => m.productName).join(', ')}</dd>
          </>
        )}
      </dl>
      {s.addOnOffers.length > 0 && (
        <div className="card-offers">
          <h3>Tilattavissa lisätilauksena</h3>
          <ul>
            {s.addOnOffers.map((o) => (
              <li key={o.productCode}>
                <a href={o.href}>
                  {o.name}, {o.priceLabel}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
