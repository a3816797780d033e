import { Suspense, lazy } from 'react';
import { useQueryModal } from '../shared/use-query-modal';
import { DUE_DATE_MODAL, dueDateModalTarget } from './invoice-url';

// The dialog and its form load only when the address asks for them.
const PostponeDialog = lazy(() => import('./postpone-dialog'));

/**
 * ?lasku=n&modal=erapaiva: the due-date modal of that invoice. Mounted once on the invoice page;
 * opens from the address on load and whenever the address changes (a link on the page pushes it).
 */
export default function PostponeModal() {
  const { target, close } = useQueryModal(DUE_DATE_MODAL, dueDateModalTarget);
  if (target === null) return null;
  return (
    <Suspense fallback={null}>
      <PostponeDialog number={target} onClose={close} />
    </Suspense>
  );
}
