import { Suspense, lazy, useEffect, useState } from 'react';
import { SUSPENSION_MODAL } from '~/domain/suspensions/modal-link';
import { removeModalParam } from '../shared/query-modal';
import { suspensionModalTarget } from './modal-url';

// The dialog and its form load only when the address asks for them, so the details page pays
// nothing for this island until the modal opens.
const SuspensionDialog = lazy(() => import('./suspension-dialog'));

/** Where the focus goes when the modal closes: the link that opens it, else the page heading. */
function focusAfterClose(): void {
  const opener = document.querySelector<HTMLElement>(`a[href*="modal=${SUSPENSION_MODAL}"]`);
  const target = opener ?? document.querySelector<HTMLElement>('main h1, h1');
  if (!target) return;
  if (!opener && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * ?modal=tilapainen-jakelunkeskeytys&tilaus=n on the details page: the suspension modal of that
 * subscription. Mounted on the page once; opens from the address on load and on history moves.
 */
export default function SuspensionModal() {
  const [number, setNumber] = useState<string | null>(null);

  useEffect(() => {
    const sync = () => setNumber(suspensionModalTarget(window.location.search));
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  if (number === null) return null;
  const close = () => {
    removeModalParam();
    setNumber(null);
    requestAnimationFrame(focusAfterClose);
  };
  return (
    <Suspense fallback={null}>
      <SuspensionDialog subscriptionNumber={number} onClose={close} />
    </Suspense>
  );
}
