import { useEffect, useState } from 'react';
import ModalDialog from '../shared/modal-dialog';
import { ADD_CARD_MODAL } from '~/domain/cards/card-paths';
import { removeModalParams, subscriptionParam } from './card-url';
import AddCardSteps from './add-card-steps';

/** Where the focus goes when the modal closes: the link that opens it, else the page heading. */
function focusAfterClose(): void {
  const opener = document.querySelector<HTMLElement>(`a[href*="modal=${ADD_CARD_MODAL}"]`);
  const target = opener ?? document.querySelector<HTMLElement>('main h1, h1');
  if (!target) return;
  if (!opener && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

interface Target {
  subscriptionNumber: string | null;
}

/**
 * ?modal=lisaa-maksukortti(&maksutapa=<subscription number>): adding a card through the card
 * provider's hosted page, and the result when the provider sends the customer back. Mounted on
 * the cards page and on the details page (where `tilaus` names the subscription).
 */
export default function AddCardModal() {
  const [target, setTarget] = useState<Target | null>(null);

  useEffect(() => {
    const sync = () => {
      const q = new URLSearchParams(window.location.search);
      setTarget(
        q.get('modal') === ADD_CARD_MODAL
          ? { subscriptionNumber: subscriptionParam(window.location.search, true) }
          : null,
      );
    };
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  if (target === null) return null;
  const close = () => {
    removeModalParams();
    setTarget(null);
    requestAnimationFrame(focusAfterClose);
  };
  return (
    <ModalDialog headingId="add-card-heading" heading="Lisää maksukortti" onClose={close}>
      <AddCardSteps subscriptionNumber={target.subscriptionNumber} />
    </ModalDialog>
  );
}
