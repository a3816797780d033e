import { useEffect, useState } from 'react';
import type { CancellationResult } from '~/domain/cancellation/cancellation-views';
import { api } from '../shared/api-client';
import { LoggedOutError } from '../shared/api-errors';
import { messageForError } from '../shared/error-messages';
import { ensureFreshSession } from '../shared/session';
import { readFlowQuery } from './flow-url';
import Goodbye from './goodbye';
import { goToLogin } from './use-preview';

type State =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; result: CancellationResult };

/** /tilaukset/tilaus-peruttu: the stored cancellation, so a reload shows the same goodbye. */
export default function CancelledView() {
  const [s, setS] = useState<State>({ state: 'loading' });
  useEffect(() => {
    const q = readFlowQuery();
    if (!q) {
      setS({ state: 'error', message: 'Tilausta ei löytynyt.' });
      return;
    }
    const path = `cancellations/summary?subscription=${q.subscription}${q.addOn ? `&addOn=${q.addOn}` : ''}`;
    ensureFreshSession()
      .then(async (ok) => {
        if (!ok) return goToLogin();
        setS({ state: 'ready', result: await api.get<CancellationResult>(path) });
      })
      .catch((err: unknown) => {
        if (err instanceof LoggedOutError) return goToLogin();
        setS({ state: 'error', message: messageForError(err) });
      });
  }, []);
  if (s.state === 'loading') return <p aria-live="polite">Ladataan…</p>;
  if (s.state === 'error') {
    return (
      <p className="alert" role="alert">
        {s.message}
      </p>
    );
  }
  return <Goodbye result={s.result} loggedIn />;
}
