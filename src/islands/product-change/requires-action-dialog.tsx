import { PAYMENT_ACTION_TEXT } from '~/domain/product-change/change-texts';
import ModalDialog from '../shared/modal-dialog';

/** Drops ?modal= so that reloading or going back does not open the dialog again. */
function forgetModalParam(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('modal');
  window.history.replaceState(null, '', url.pathname + url.search);
}

/**
 * Modal paivitys-vaatii-toimenpidetta (spec §2): what the customer must do before the change.
 * The shared modal <dialog> (focus on its close button, back where it was on close).
 */
export default function RequiresActionDialog({
  subscriptionNumber,
  onClose,
}: {
  subscriptionNumber: string;
  onClose: () => void;
}) {
  const close = () => {
    forgetModalParam();
    onClose();
  };
  return (
    <ModalDialog
      headingId="requires-action-heading"
      heading="Tuotteen vaihto vaatii toimenpiteen"
      onClose={close}
      className="dialog"
      closeClassName="button"
      initialFocus="close"
      describedBy="requires-action-text"
    >
      <p id="requires-action-text">{PAYMENT_ACTION_TEXT}</p>
      <p>Voit vaihtaa maksutavan tilauksen tiedoista tai ottaa yhteyttä asiakaspalveluun.</p>
      <p>
        <a href={`/tilaukset/tiedot?tilaus=${subscriptionNumber}`}>Siirry tilauksen tietoihin</a>
      </p>
    </ModalDialog>
  );
}
