import { INVALID_ADDRESS_TEXT } from './submit-change';

/**
 * The address register did not know the address: the customer may check it, or save it as
 * written for customer service to handle (both address change forms).
 */
export function UnknownAddressAlert({
  busy,
  onContinue,
}: {
  busy: boolean;
  onContinue: () => void;
}) {
  return (
    <div className="alert" role="alert">
      <p>{INVALID_ADDRESS_TEXT}</p>
      <button
        type="button"
        className="button button-secondary"
        disabled={busy}
        onClick={onContinue}
      >
        Jatka tällä osoitteella
      </button>
    </div>
  );
}
