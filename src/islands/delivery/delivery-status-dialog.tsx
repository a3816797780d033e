import { Suspense, lazy, useEffect, useState } from 'react';
import { modalTarget } from '../shared/query-modal';

/** The modal's query value on the details page (spec §2). */
export const DELIVERY_STATUS_MODAL = 'jakelutilanne';

// Loaded only when the address asks for the modal, so the details page carries no form code.
const StatusDialog = lazy(() => import('./status-dialog'));

/** ?tilaus=n&modal=jakelutilanne on the details page: the delivery status as a modal. */
export default function DeliveryStatusDialog() {
  const [number, setNumber] = useState<string | null>(null);
  useEffect(() => {
    setNumber(modalTarget(window.location.search, [DELIVERY_STATUS_MODAL])?.number ?? null);
  }, []);
  if (number === null) return null;
  return (
    <Suspense fallback={null}>
      <StatusDialog number={number} onClose={() => setNumber(null)} />
    </Suspense>
  );
}
