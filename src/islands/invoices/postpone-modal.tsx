import { Suspense, lazy, useEffect, useState } from 'react';
import { DUE_DATE_MODAL, dueDateModalTarget, removeModalParam } from './invoice-url';

// The dialog and its form load only when the address asks for them.
const PostponeDialog = lazy(() => import('./postpone-dialog'));

/** Where the focus goes when the modal closes: the link that opens it, else the page heading. */
function focusAfterClose(): void {
  const opener = document.querySelector<HTMLElement>(`a[href*="modal=${DUE_DATE_MODAL}"]`);
  const target = opener ?? document.querySelector<HTMLElement>('main h1');
  if (!target) return;
  if (!opener && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * ?lasku=n&modal=erapaiva: the due-date modal of that invoice. Mounted once on the invoice page;
 * opens from the address on load and whenever the address changes (a link on the page pushes it).
 */
export default function PostponeModal() {
  const [number, setNumber] = useState<string | null>(null);

  useEffect(() => {
    const sync = () => setNumber(dueDateModalTarget(window.location.search));
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
      <PostponeDialog number={number} onClose={close} />
    </Suspense>
  );
}
