import { Suspense, lazy } from 'react';
import { modalTarget } from '../shared/query-modal';
import { useQueryModal } from '../shared/use-query-modal';

/** The modal's query value on the details page (spec §2). */
const DELIVERY_STATUS_MODAL = 'jakelutilanne';

/** The subscription whose delivery status the address asks to show, or null. */
const deliveryStatusTarget = (search: string): string | null =>
  modalTarget(search, [DELIVERY_STATUS_MODAL])?.number ?? null;

// Loaded only when the address asks for the modal, so the details page carries no form code.
const StatusDialog = lazy(() => import('./status-dialog'));

/** ?tilaus=n&modal=jakelutilanne on the details page: the delivery status as a modal. */
export default function DeliveryStatusDialog() {
  const { target, close } = useQueryModal(DELIVERY_STATUS_MODAL, deliveryStatusTarget);
  if (target === null) return null;
  return (
    <Suspense fallback={null}>
      <StatusDialog key={target} number={target} onClose={close} />
    </Suspense>
  );
}
