import { useEffect, useRef } from 'react';
import type { PostponeResult } from '~/domain/invoices/invoice-views';

/** The confirmation after a move; takes the focus so that a screen reader reads it at once. */
export default function PostponeDone({ result }: { result: PostponeResult }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} className="notice" role="status" tabIndex={-1}>
      Eräpäivä on siirretty {result.weeks} viikkoa. Uusi eräpäivä on {result.dueDateLabel} (aiemmin{' '}
      {result.originalDueDateLabel}). Lähetimme vahvistuksen sähköpostiisi. Käytä maksaessasi uutta
      virtuaaliviivakoodia, jossa on uusi eräpäivä.
    </p>
  );
}
