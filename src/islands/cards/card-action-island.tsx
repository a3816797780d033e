import { Suspense, lazy } from 'react';
import { REQUIRES_ACTION_MODAL } from '~/domain/shared/requires-action';
import { useQueryModal } from '../shared/use-query-modal';
import { subscriptionParam } from './card-url';

const read = (search: string): { subscriptionNumber: string } | null => {
  if (new URLSearchParams(search).get('modal') !== REQUIRES_ACTION_MODAL) return null;
  const subscriptionNumber = subscriptionParam(search);
  return subscriptionNumber === null ? null : { subscriptionNumber };
};

// The dialog loads only when the address asks for it (docs/performance.md).
const CardActionDialog = lazy(() => import('./card-action-dialog'));

/**
 * ?modal=paivitys-vaatii-toimenpidetta&maksutapa=<subscription number> on the cards page: why
 * the subscription's card cannot pay (a refused charge, a charge that needs the cardholder, an
 * expiring or missing card) and what to do by when. The e-mails that ask for a card link here.
 */
export default function CardActionIsland() {
  const { target, close } = useQueryModal(REQUIRES_ACTION_MODAL, read, ['maksutapa']);
  if (target === null) return null;
  return (
    <Suspense fallback={null}>
      <CardActionDialog subscriptionNumber={target.subscriptionNumber} onClose={close} />
    </Suspense>
  );
}
