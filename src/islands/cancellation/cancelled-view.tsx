import { useMemo } from 'react';
import type { CancellationResult } from '~/domain/cancellation/cancellation-views';
import { subscriptionPaths } from '../shared/api-paths';
import { messageForError } from '../shared/error-messages';
import { ConfirmationLoading, ConfirmationNotFound } from '../shared/confirmation-states';
import { usePageTitle } from '../shared/page-title';
import { useApiQuery } from '../shared/use-api-query';
import { useAddressSearch } from '../shared/use-hydrated';
import { readFlowQuery } from './flow-url';
import Goodbye from './goodbye';
import { SUBSCRIPTION_NOT_FOUND } from '~/domain/errors/error-messages';

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
  // undefined: not read yet (the page is prerendered); null: the address names no subscription.
  const search = useAddressSearch();
  const q = useMemo(() => (search === null ? undefined : readFlowQuery()), [search]);
  const load = useApiQuery<CancellationResult>(
    q ? subscriptionPaths.cancellation(q.subscription, q.addOn) : null,
  );
  const s: State =
    q === null
      ? { state: 'error', message: SUBSCRIPTION_NOT_FOUND }
      : load.state === 'error'
        ? { state: 'error', message: messageForError(load.error) }
        : load.state === 'ready'
          ? { state: 'ready', result: load.data }
          : { state: 'loading' };
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
