export type SubmitState = 'idle' | 'busy' | 'done' | 'error';

/**
 * A submit button with the states of spec §4: busy while the request runs, done after it went
 * through (no second submit), and after an error ready again, described by the error message.
 */
export function SubmitButton({
  state,
  label,
  busyLabel,
  doneLabel,
  errorId,
  disabled = false,
}: {
  state: SubmitState;
  label: string;
  busyLabel: string;
  doneLabel: string;
  /** The id of the error message shown with the error state. */
  errorId?: string;
  disabled?: boolean;
}) {
  const text = state === 'busy' ? busyLabel : state === 'done' ? doneLabel : label;
  return (
    <button
      className="button"
      type="submit"
      data-state={state}
      aria-busy={state === 'busy'}
      aria-describedby={state === 'error' ? errorId : undefined}
      disabled={disabled || state === 'busy' || state === 'done'}
    >
      {text}
    </button>
  );
}
