/**
 * "Haluatko varmasti poistaa …?" in place of a list item's buttons: nothing is removed on one
 * click. The confirming button takes the focus, since the button pressed a moment ago is gone.
 */
export default function ConfirmRemoval({
  question,
  groupLabel,
  confirmLabel = 'Kyllä, poista',
  busy,
  onConfirm,
  onCancel,
}: {
  question: string;
  groupLabel: string;
  /** The confirming button's words: what happens ('Kyllä, peru kutsu'). */
  confirmLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div role="group" aria-label={groupLabel}>
      <p>{question}</p>
      <button
        type="button"
        className="button"
        autoFocus
        disabled={busy}
        aria-busy={busy}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>{' '}
      <button type="button" className="button button-secondary" onClick={onCancel}>
        Älä poista
      </button>
    </div>
  );
}
