import { Suspense, lazy } from 'react';
import { useQueryModal } from '../shared/use-query-modal';
import {
  PERMANENT_MODAL,
  TEMPORARY_MODAL,
  readPermanentModal,
  readTemporaryModal,
} from './modal-url';

// The dialog, its forms and their libraries load only when the address asks for a modal, so the
// details page pays for none of them on its first view (docs/performance.md).
const AddressChangeDialog = lazy(() => import('./address-change-modal'));

/**
 * The details page's address-change modals (?tilaus=n&modal=tilapainen-osoitteenmuutos or
 * vakituinen-osoitteenmuutos). Renders nothing unless the query asks for one of them.
 */
export default function AddressChangeIsland() {
  // One hook per modal name, so that closing gives the focus back to that modal's own link.
  const temporary = useQueryModal(TEMPORARY_MODAL, readTemporaryModal);
  const permanent = useQueryModal(PERMANENT_MODAL, readPermanentModal);
  const [modal, { target, close }] =
    temporary.target !== null
      ? ([TEMPORARY_MODAL, temporary] as const)
      : ([PERMANENT_MODAL, permanent] as const);
  if (target === null) return null;
  return (
    <Suspense fallback={null}>
      <AddressChangeDialog
        key={`${modal}-${target}`}
        modal={modal}
        subscriptionNumber={target}
        onClose={close}
      />
    </Suspense>
  );
}
