import './cancellation.css';
import { useEffect, useRef, useState } from 'react';
import type { OfferAccepted } from '~/domain/cancellation/cancellation-views';
import { subscriptionPaths } from '../shared/api-paths';
import { api } from '../shared/api-client';
import { pushCancellationEvent } from './analytics';
import BlockedNotice from './blocked-notice';
import { suspensionModalUrl } from '~/domain/suspensions/modal-link';
import { addOnFlowUrl, detailsUrl, summaryUrl } from './flow-url';
import LoadingOrError from './loading-or-error';
import OfferList from './offer-list';
import { usePreview } from './use-preview';

/**
 * /tilaukset/mieti-viela and /tilaukset/mieti-viela-lisatilaus: the first step. Offers a reason
 * to stay (once per subscription) and the alternatives, and lets the customer go on just as easily.
 */
export default function ThinkAgain() {
  const result = usePreview();
  const [accepted, setAccepted] = useState<OfferAccepted | null>(null);
  const [leaving, setLeaving] = useState(false);
  const acceptedRef = useRef<HTMLDivElement>(null);
  const data = result.state === 'ready' ? result.data : null;

  useEffect(() => {
    if (!data) return;
    pushCancellationEvent(data.kind === 'MAIN' ? 'flowStarted' : 'addOnFlowStarted', {
      subscriptionNumber: data.subscriptionNumber,
    });
    if (data.offers.length > 0) {
      pushCancellationEvent('offersShown', { offers: data.offers.map((o) => o.id).join(',') });
      void api
        .post(subscriptionPaths.cancellationOfferEvents(data.subscriptionNumber), {
          event: 'VIEWED',
        })
        .catch(() => undefined); // statistics only: never in the customer's way
    }
  }, [data]);

  useEffect(() => {
    if (accepted) acceptedRef.current?.focus();
  }, [accepted]);

  if (result.state !== 'ready') return <LoadingOrError result={result} />;
  const { query } = result;
  const d = result.data;
  const title = d.kind === 'MAIN' ? d.productName : `${d.productName} (lisätilaus)`;

  if (accepted) {
    return (
      <div ref={acceptedRef} tabIndex={-1} role="status">
        <h2>Kiitos, että jatkat!</h2>
        <p>{accepted.message}</p>
        <p>
          <a href={accepted.nextUrl}>Takaisin tilauksen tietoihin</a>
        </p>
      </div>
    );
  }

  const goOn = async () => {
    setLeaving(true);
    if (d.offers.length > 0) {
      pushCancellationEvent('offersDeclined', { subscriptionNumber: d.subscriptionNumber });
      await api
        .post(subscriptionPaths.cancellationOfferEvents(d.subscriptionNumber), {
          event: 'DECLINED',
        })
        .catch(() => undefined);
    }
    window.location.assign(summaryUrl(query));
  };

  return (
    <>
      <p className="lead">
        {title}, tilausnumero {d.addOnNumber ?? d.subscriptionNumber}
      </p>
      {d.block ? (
        <BlockedNotice message={d.block.message} subscriptionNumber={d.subscriptionNumber} />
      ) : (
        <>
          {d.offers.length > 0 && (
            <section aria-labelledby="offers-heading">
              <h2 id="offers-heading">Ennen kuin lopetat: tarjouksemme sinulle</h2>
              <OfferList
                subscriptionNumber={d.subscriptionNumber}
                offers={d.offers}
                onAccepted={(r) => {
                  // A suspension is chosen in its own modal on the details page.
                  if (r.kind === 'SUSPEND') window.location.assign(r.nextUrl);
                  else setAccepted(r);
                }}
              />
            </section>
          )}
          {d.offers.length === 0 && d.canSuspend && (
            <p>
              Tarvitsetko vain tauon? Voit myös{' '}
              <a href={suspensionModalUrl(d.subscriptionNumber)}>keskeyttää jakelun</a> lopettamisen
              sijaan.
            </p>
          )}
          {d.cancellableAddOns.length > 0 && (
            <section aria-labelledby="addons-heading">
              <h2 id="addons-heading">Haluatko lopettaa vain lisätilauksen?</h2>
              <ul>
                {d.cancellableAddOns.map((a) => (
                  <li key={a.subscriptionNumber}>
                    <a href={addOnFlowUrl(d.subscriptionNumber, a.subscriptionNumber)}>
                      Lopeta vain {a.productName}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <h2>Haluatko silti lopettaa?</h2>
          <p>
            Jos lopetat nyt, {d.kind === 'MAIN' ? 'tilauksesi' : 'lisätilauksesi'} päättyy{' '}
            <strong>{d.endDateLabel}</strong>. Siihen asti se on voimassa normaalisti.
          </p>
          <div className="cancel-steps">
            <button
              type="button"
              className="button"
              disabled={leaving}
              aria-busy={leaving}
              onClick={() => void goOn()}
            >
              {d.kind === 'MAIN'
                ? 'Jatka tilauksen lopettamista'
                : 'Jatka lisätilauksen lopettamista'}
            </button>
            <a className="button button-secondary" href={detailsUrl(d.subscriptionNumber)}>
              En lopetakaan
            </a>
          </div>
        </>
      )}
    </>
  );
}
