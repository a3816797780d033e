import { useEffect, useRef } from 'react';
import type { FeedbackReceipt } from '~/domain/feedback/company-feedback';

/** The thank-you after sending: the reference and what happens next. */
export default function FeedbackThanks({ receipt }: { receipt: FeedbackReceipt }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="notice" role="status">
      <h2>Kiitos viestistäsi!</h2>
      <dl className="meta">
        <dt>Viestin tunnus</dt>
        <dd>{receipt.reference}</dd>
        <dt>Vastaanotettu</dt>
        <dd>{receipt.receivedAtLabel}</dd>
        <dt>Aihe</dt>
        <dd>{receipt.topicLabel}</dd>
      </dl>
      <p>{receipt.nextSteps}</p>
      <p>Lähetimme vahvistuksen osoitteeseen {receipt.sentTo}.</p>
    </div>
  );
}
