import { Suspense, lazy } from 'react';
import { modalTarget } from '../shared/query-modal';
import { useQueryModal } from '../shared/use-query-modal';

/** Spec §2 modal name; opens from ?tilaus=<n>&modal=vaihda-laskutusvalia. */
const BILLING_PERIOD_MODAL = 'vaihda-laskutusvalia';

/** The subscription whose billing period the address asks to change, or null. */
const billingPeriodTarget = (search: string): string | null =>
  modalTarget(search, [BILLING_PERIOD_MODAL])?.number ?? null;

// The dialog and its form load only when the address asks for the modal (docs/performance.md).
const BillingPeriodDialog = lazy(() => import('./billing-period-modal'));

/**
 * The billing period change (modal vaihda-laskutusvalia) on /laskut/laskutustavat and the
 * subscription details page. Renders nothing unless the address asks for it.
 */
export default function BillingPeriodIsland() {
  const { target, close } = useQueryModal(BILLING_PERIOD_MODAL, billingPeriodTarget);
  if (target === null) return null;
  return (
    <Suspense fallback={null}>
      <BillingPeriodDialog key={target} subscriptionNumber={target} onClose={close} />
    </Suspense>
  );
}
