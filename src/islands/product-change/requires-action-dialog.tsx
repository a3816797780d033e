import { useEffect, useRef } from 'react';
import { PAYMENT_ACTION_TEXT } from '~/domain/product-change/change-texts';

export const REQUIRES_ACTION_MODAL = 'paivitys-vaatii-toimenpidetta';

/** Drops ?modal= so that reloading or going back does not open the dialog again. */
function forgetModalParam(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('modal');
  window.history.replaceState(null, '', url.pathname + url.search);
}

/**
 * Modal paivitys-vaatii-toimenpidetta (spec §2): what the customer must do before the change.
 * A native <dialog> opened with showModal() traps the focus, closes with Esc and returns the
 * focus where it was; the heading labels it.
 */
export default function RequiresActionDialog({
  subscriptionNumber,
  onClose,
}: {
  subscriptionNumber: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // React's autoFocus runs before showModal, while the dialog is still hidden: focus here.
    closeButton.current?.focus();
  }, []);
  const close = () => {
    forgetModalParam();
    onClose();
  };
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="requires-action-heading"
      aria-describedby="requires-action-text"
      onClose={close}
    >
      <h2 id="requires-action-heading">Tuotteen vaihto vaatii toimenpiteen</h2>
      <p id="requires-action-text">{PAYMENT_ACTION_TEXT}</p>
      <p>Voit vaihtaa maksutavan tilauksen tiedoista tai ottaa yhteyttä asiakaspalveluun.</p>
      <p>
        <a href={`/tilaukset/tiedot?tilaus=${subscriptionNumber}`}>Siirry tilauksen tietoihin</a>
      </p>
      <form method="dialog">
        <button ref={closeButton} className="button" type="submit">
          Sulje
        </button>
      </form>
    </dialog>
  );
}
