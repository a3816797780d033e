import { Suspense, lazy } from 'react';
import { useQueryModal } from '../shared/use-query-modal';
import { COMPANY_REQUEST_MODAL, readRequestModal } from './request-url';

// The dialog and its form load only when the address asks for the modal (docs/performance.md).
const CompanyRequestDialog = lazy(() => import('./company-request-modal'));

/**
 * ?tilaus=n&modal=yritystilaus-kasittelypyynto on the details page: the company admin's
 * processing request. Renders nothing unless the address asks for it.
 */
export default function CompanyRequestIsland() {
  const { target, close } = useQueryModal(COMPANY_REQUEST_MODAL, readRequestModal);
  if (target === null) return null;
  return (
    <Suspense fallback={null}>
      <CompanyRequestDialog key={target} subscriptionNumber={target} onClose={close} />
    </Suspense>
  );
}
