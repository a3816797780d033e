import { useEffect, useState } from 'react';
import type { ReportDate, ReportWindow } from '~/domain/delivery/delivery-status';
import { api } from '../shared/api-client';
import { messageForError } from '../shared/error-messages';
import ReportForm from './report-form';

/** /jakeluhairio: the delivery-trouble report without logging in (spec §6). */
export default function AnonymousReport() {
  const [dates, setDates] = useState<ReportDate[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    // The server's today decides the window, not the browser's clock.
    api
      .get<ReportWindow>('delivery-reclamations/dates', { authenticated: false })
      .then((w) => setDates(w.dates))
      .catch((err: unknown) => setError(messageForError(err)));
  }, []);
  if (error) {
    return (
      <p className="alert" role="alert">
        {error}
      </p>
    );
  }
  if (!dates) return <p aria-live="polite">Ladataan lomaketta…</p>;
  return <ReportForm anonymous dates={dates} />;
}
