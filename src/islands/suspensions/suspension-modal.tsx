import { Suspense, lazy } from 'react';
import { SUSPENSION_MODAL } from '~/domain/suspensions/modal-link';
import { useQueryModal } from '../shared/use-query-modal';
import { suspensionModalTarget } from './modal-url';

// The dialog and its form load only when the address asks for them, so the details page pays
// nothing for this island until the modal opens.
const SuspensionDialog = lazy(() => import('./suspension-dialog'));

/**
 * ?modal=tilapainen-jakelunkeskeytys&tilaus=n on the details page: the suspension modal of that
 * subscription. Mounted on the page once; opens from the address on load and on history moves.
 */
export default function SuspensionModal() {
  const { target, close } = useQueryModal(SUSPENSION_MODAL, suspensionModalTarget);
  if (target === null) return null;
  return (
    <Suspense fallback={null}>
      <SuspensionDialog subscriptionNumber={target} onClose={close} />
    </Suspense>
  );
}
