import { useEffect, useState } from 'react';
import type { CancellationResult } from '~/domain/cancellation/cancellation-views';
import { api } from '../shared/api-client';
import { LoggedOutError } from '../shared/api-errors';
import { messageForError } from '../shared/error-messages';
import { ConfirmationLoading, ConfirmationNotFound } from '../shared/confirmation-states';
import { usePageTitle } from '../shared/page-title';
import { ensureFreshSession } from '../shared/session';
import { readFlowQuery } from './flow-url';
import Goodbye from './goodbye';
import { goToLogin } from './use-preview';

type State =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; result: CancellationResult };

const NOT_FOUND_TITLE = 'Lopetettua tilausta ei löytynyt';

/**
 * /tilaukset/tilaus-peruttu: the stored cancellation, so a reload shows the same goodbye. The
 * heading says "Tilaus on lopetettu" only when the server has the cancellation (issue 20 item 11).
 */
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
  usePageTitle(
    s.state === 'error' ? NOT_FOUND_TITLE : s.state === 'ready' ? 'Tilaus on lopetettu' : null,
  );

  if (s.state === 'loading') return <ConfirmationLoading heading="Tilauksen lopettaminen" />;
  if (s.state === 'error') {
    return (
      <ConfirmationNotFound heading={NOT_FOUND_TITLE} message={s.message}>
        <p>
          <a href="/tilaukset">Takaisin tilauksiin</a>
        </p>
      </ConfirmationNotFound>
    );
  }
  return (
    <>
      <h1>Tilaus on lopetettu</h1>
      <Goodbye result={s.result} loggedIn />
    </>
  );
}
