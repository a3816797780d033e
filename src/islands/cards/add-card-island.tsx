import { Suspense, lazy } from 'react';
import { ADD_CARD_MODAL } from '~/domain/cards/card-paths';
import { useQueryModal } from '../shared/use-query-modal';
import { subscriptionParam } from './card-url';

interface Target {
  subscriptionNumber: string | null;
}

const read = (search: string): Target | null =>
  new URLSearchParams(search).get('modal') === ADD_CARD_MODAL
    ? { subscriptionNumber: subscriptionParam(search, true) }
    : null;

// The dialog loads only when the address asks for it (docs/performance.md).
const AddCardModal = lazy(() => import('./add-card-modal'));

/**
 * ?modal=lisaa-maksukortti(&maksutapa=<subscription number>): adding a card through the card
 * provider's hosted page, and the result when the provider sends the customer back. Mounted on
 * the cards page and on the details page (where `tilaus` names the subscription).
 */
export default function AddCardIsland() {
  const { target, close } = useQueryModal(ADD_CARD_MODAL, read, ['maksutapa', 'kortti']);
  if (target === null) return null;
  return (
    <Suspense fallback={null}>
      <AddCardModal subscriptionNumber={target.subscriptionNumber} onClose={close} />
    </Suspense>
  );
}
