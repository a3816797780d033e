import { ADD_CARD_MODAL } from '~/domain/cards/card-paths';
import ModalDialog from '../shared/modal-dialog';
import { useQueryModal } from '../shared/use-query-modal';
import AddCardSteps from './add-card-steps';
import { subscriptionParam } from './card-url';

interface Target {
  subscriptionNumber: string | null;
}

const read = (search: string): Target | null =>
  new URLSearchParams(search).get('modal') === ADD_CARD_MODAL
    ? { subscriptionNumber: subscriptionParam(search, true) }
    : null;

/**
 * ?modal=lisaa-maksukortti(&maksutapa=<subscription number>): adding a card through the card
 * provider's hosted page, and the result when the provider sends the customer back. Mounted on
 * the cards page and on the details page (where `tilaus` names the subscription).
 */
export default function AddCardModal() {
  const { target, close } = useQueryModal(ADD_CARD_MODAL, read, ['maksutapa', 'kortti']);
  if (target === null) return null;
  return (
    <ModalDialog headingId="add-card-heading" heading="Lisää maksukortti" onClose={close}>
      <AddCardSteps subscriptionNumber={target.subscriptionNumber} />
    </ModalDialog>
  );
}
