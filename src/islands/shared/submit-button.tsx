import { useHydrated } from './use-hydrated';

export type SubmitState = 'idle' | 'busy' | 'done' | 'error';

/**
 * The one submit button of the islands, with the states of spec §4: busy while the request runs,
 * done after it went through (no second submit), and after an error ready again, described by
 * the error message. Disabled until React has taken over the island: a press on the
 * server-rendered form would submit it natively, as a GET with what was typed in the address
 * and no answer on the page (checked over every built page by tests/e2e/page-forms.spec.ts).
 */
export function SubmitButton({
  state,
  busy = false,
  label,
  busyLabel = label,
  doneLabel = label,
  errorId,
  disabled = false,
}: {
  /** The form's state (use-api-form.ts); or `busy` alone for a form without a done state. */
  state?: SubmitState;
  busy?: boolean;
  label: string;
  busyLabel?: string;
  doneLabel?: string;
  /** The id of the error message shown with the error state. */
  errorId?: string;
  disabled?: boolean;
}) {
  const hydrated = useHydrated();
  const current = state ?? (busy ? 'busy' : 'idle');
  const text = current === 'busy' ? busyLabel : current === 'done' ? doneLabel : label;
  return (
    <button
      className="button"
      type="submit"
      data-state={current}
      aria-busy={current === 'busy'}
      aria-describedby={current === 'error' ? errorId : undefined}
      disabled={!hydrated || disabled || current === 'busy' || current === 'done'}
    >
      {text}
    </button>
  );
}
