import { Suspense, lazy } from 'react';
import { modalTarget } from '../shared/query-modal';
import { useQueryModal } from '../shared/use-query-modal';
import { DETAILS_MODALS } from '~/domain/subscriptions/modal-links';

/** Spec §2 modal names; both open from ?tilaus=<n>&modal=lukijoita (or lukijoita-v2). */
const READER_COUNT_MODAL = DETAILS_MODALS.readerCount;
const READER_COUNT_MODAL_V2 = 'lukijoita-v2';

const readFirst = (search: string) => modalTarget(search, [READER_COUNT_MODAL])?.number ?? null;
const readSecond = (search: string) => modalTarget(search, [READER_COUNT_MODAL_V2])?.number ?? null;

// The dialog and its form load only when the address asks for the modal (docs/performance.md).
const ReaderCountDialog = lazy(() => import('./reader-count-modal'));

/**
 * The company reader count (modals lukijoita and lukijoita-v2, the same dialog; decision 0033) on
 * the subscription details page. Renders nothing unless the address asks for one of them.
 */
export default function ReaderCountIsland() {
  // One hook per modal name, so that closing gives the focus back to that modal's own link.
  const first = useQueryModal(READER_COUNT_MODAL, readFirst);
  const second = useQueryModal(READER_COUNT_MODAL_V2, readSecond);
  const { target, close } = first.target !== null ? first : second;
  if (target === null) return null;
  return (
    <Suspense fallback={null}>
      <ReaderCountDialog key={target} subscriptionNumber={target} onClose={close} />
    </Suspense>
  );
}
