import './delivery.css';
import { Suspense, lazy, useState } from 'react';
import type { DeliveryStatus } from '~/domain/delivery/delivery-status';

// The report form and its libraries load when the customer opens it with the button, so the
// status page and dialog show the status without them (docs/performance.md).
const ReportForm = lazy(() => import('./report-form'));

interface Props {
  status: DeliveryStatus;
  /** Heading level of the sections: 2 on the page, 3 inside the dialog under its h2. */
  level: 2 | 3;
}

/** The delivery status of one subscription, and the report form behind a button. */
export default function StatusView({ status, level }: Props) {
  const [reporting, setReporting] = useState(false);
  const H = level === 2 ? 'h2' : 'h3';
  if (status.kind !== 'PAPER') {
    return <p>{status.kindText}</p>;
  }
  return (
    <>
      {status.deliveryTypeLabel && <p>{status.deliveryTypeLabel}</p>}
      {status.todayText && <p className="delivery-today">{status.todayText}</p>}
      <section aria-labelledby="delivery-troubles-heading">
        <H id="delivery-troubles-heading">Jakeluhäiriöt alueellasi</H>
        {status.troubles.length === 0 ? (
          <p>Alueellasi ei ole tiedossa olevia jakeluhäiriöitä viimeisen viikon ajalta.</p>
        ) : (
          <ul className="delivery-troubles">
            {status.troubles.map((t) => (
              <li
                key={`${t.deliveryDate}-${t.reason}`}
                className={t.ongoing ? 'card delivery-trouble-ongoing' : 'card'}
              >
                <p>
                  <strong>{t.reasonLabel}</strong> – {t.deliveryDateLabel}
                </p>
                <p>
                  {t.stateLabel}
                  {t.reportedByDeliverer ? '. Jakaja on ilmoittanut häiriöstä.' : '.'}
                </p>
                <p>{t.reasonText}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="delivery-report-heading">
        <H id="delivery-report-heading">Ilmoita jakeluhäiriöstä</H>
        {!status.canReport ? (
          <p>{status.reportBlockedReason}</p>
        ) : reporting ? (
          <Suspense fallback={null}>
            <ReportForm
              anonymous={false}
              subscriptionNumber={status.subscriptionNumber}
              dates={status.reportDates}
              extensionHint={status.extensionHint}
              focusFirst
            />
          </Suspense>
        ) : (
          <>
            <p>
              Jos lehti ei tullut, tuli myöhässä tai oli vahingoittunut, kerro siitä meille. Voit
              samalla valita hyvityksen.
            </p>
            <button type="button" className="button" onClick={() => setReporting(true)}>
              Tee jakeluhäiriöilmoitus
            </button>
          </>
        )}
      </section>
    </>
  );
}
