import { useEffect, useRef } from 'react';
import type { ReclaimResult } from '~/domain/delivery/delivery-status';

interface Props {
  result: ReclaimResult;
  onAgain: () => void;
}

/** What the server decided for each reported day, and what happens next. */
export default function ReportResult({ result, onAgain }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const stored = result.results.some((r) => r.accepted);
  return (
    <section aria-labelledby="report-result-heading" className="report-result">
      <h3 id="report-result-heading" ref={heading} tabIndex={-1}>
        {stored ? 'Ilmoitus vastaanotettu' : 'Ilmoitusta ei kirjattu'}
      </h3>
      <p>
        {result.productName} ({result.subscriptionNumber}): {result.complaintLabel}. Hyvitys:{' '}
        {result.compensationLabel}.
      </p>
      <ul className="report-results">
        {result.results.map((r) => (
          <li key={r.date} className={r.accepted ? 'card' : 'card report-refused'}>
            <h4>{r.dateLabel}</h4>
            <p>{r.message}</p>
            <p>{r.nextStep}</p>
            {r.reference && <p>Ilmoituksen tunnus: {r.reference}</p>}
          </li>
        ))}
      </ul>
      {result.confirmationSentTo && (
        <p>Lähetimme vahvistuksen osoitteeseen {result.confirmationSentTo}.</p>
      )}
      <button type="button" className="button button-secondary" onClick={onAgain}>
        Tee uusi ilmoitus
      </button>
    </section>
  );
}
