import '../shared/columns.css';
import type { SubscriptionDetails } from '~/domain/subscriptions/subscription-details';
import { StatusBadge } from '../shared/status-badge';
import { RightsMeter } from '../shared/rights-meter';
import DetailsActions from './details-actions';
import DetailsChanges from './details-changes';

/** Everything about one subscription, in the server's Finnish texts. */
export default function DetailsView({ details: d }: { details: SubscriptionDetails }) {
  return (
    <>
      <h1>{d.productName}</h1>
      <StatusBadge badge={d.badge} label={d.statusLabel} />
      <p>{d.kindLabel}</p>
      {d.tagLabels.length > 0 && <p className="muted">{d.tagLabels.join(', ')}</p>}

      <div className="columns">
        <section aria-labelledby="tilauksen-tiedot">
          <h2 id="tilauksen-tiedot">Tilauksen tiedot</h2>
          <dl className="meta">
            <dt>Tilausnumero</dt>
            <dd>{d.subscriptionNumber}</dd>
            <dt>Tuoteperhe</dt>
            <dd>{d.familyName}</dd>
            <dt>Alkamispäivä</dt>
            <dd>{d.startDateLabel}</dd>
            <dt>Päättymispäivä</dt>
            <dd>{d.endDateLabel}</dd>
            <dt>Tilausjakso</dt>
            <dd>{d.periodLabel}</dd>
            <dt>Hinta</dt>
            <dd>
              {d.priceLabel}
              {d.priceNote && <span className="price-note">{d.priceNote}</span>}
            </dd>
            <dt>Laskutustapa</dt>
            <dd>{d.billingMethodLabel}</dd>
            <dt>Tilaaja</dt>
            <dd>{d.subscriber.name}</dd>
            <dt>Toimitusosoite</dt>
            <dd>{d.deliveryAddress}</dd>
            <dt>Maksaja</dt>
            <dd>{d.payer.name}</dd>
            {d.readingRights && (
              <>
                <dt>Digilukuoikeudet</dt>
                <dd>
                  <RightsMeter
                    total={d.readingRights.total}
                    claimed={d.readingRights.claimed}
                    pending={d.readingRights.pending}
                    caption={d.readingRights.label}
                  />
                </dd>
              </>
            )}
          </dl>
        </section>

        <div>
          {d.modules.length > 0 && (
            <section aria-labelledby="lisatilaukset">
              <h2 id="lisatilaukset">Lisätilaukset</h2>
              <ul className="module-list">
                {d.modules.map((m) => (
                  <li key={m.subscriptionNumber} className="card">
                    <p>
                      <strong>{m.productName}</strong> ({m.subscriptionNumber})
                    </p>
                    <StatusBadge as="p" badge={m.badge} label={m.statusLabel} />
                    {/* The cancellation flow explains a refusal (e.g. not started yet). */}
                    {(m.status === 'ACTIVE' || m.status === 'PENDING') && (
                      <p>
                        <a
                          href={`/tilaukset/mieti-viela-lisatilaus?tilaus=${d.subscriptionNumber}&lisatilaus=${m.subscriptionNumber}`}
                          aria-label={`Lopeta lisätilaus ${m.productName}`}
                        >
                          Lopeta lisätilaus
                        </a>
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}

          <DetailsChanges details={d} />
        </div>
      </div>
      <DetailsActions details={d} />
    </>
  );
}
