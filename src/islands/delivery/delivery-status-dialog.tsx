import { Suspense, lazy, useEffect, useState } from 'react';

/** The modal's query value on the details page (spec §2). */
export const DELIVERY_STATUS_MODAL = 'jakelutilanne';

// Loaded only when the address asks for the modal, so the details page carries no form code.
const StatusDialog = lazy(() => import('./status-dialog'));

/** ?tilaus=n&modal=jakelutilanne on the details page: the delivery status as a modal. */
export default function DeliveryStatusDialog() {
  const [number, setNumber] = useState<string | null>(null);
  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    if (q.get('modal') === DELIVERY_STATUS_MODAL) setNumber(q.get('tilaus') ?? '');
  }, []);
  if (number === null) return null;
  return (
    <Suspense fallback={null}>
      <StatusDialog number={number} onClose={() => setNumber(null)} />
    </Suspense>
  );
}
