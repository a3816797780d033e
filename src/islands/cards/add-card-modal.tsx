import ModalDialog from '../shared/modal-dialog';
import AddCardSteps from './add-card-steps';

/**
 * Adding a card through the card provider's hosted page, and the result when the provider sends
 * the customer back (?modal=lisaa-maksukortti). Loaded by add-card-island.tsx when the address
 * asks for it.
 */
export default function AddCardModal({
  subscriptionNumber,
  onClose,
}: {
  subscriptionNumber: string | null;
  onClose: () => void;
}) {
  return (
    <ModalDialog headingId="add-card-heading" heading="Lisää maksukortti" onClose={onClose}>
      <AddCardSteps subscriptionNumber={subscriptionNumber} />
    </ModalDialog>
  );
}
