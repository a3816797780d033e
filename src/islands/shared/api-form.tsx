import { type FormEvent, type ReactNode, useId } from 'react';
import { useHydrated } from './use-hydrated';

// The frame and the submit button of a form built on useApiForm (use-api-form.ts), in a module
// of their own: a form that draws its own frame does not load them.

/** The frame of such a form: the message for the whole form first, tied to the form. */
export function ApiForm({
  formError,
  onSubmit,
  children,
}: {
  formError: string | null;
  onSubmit: (event?: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  const errorId = `${useId()}-error`;
  return (
    <form
      method="post"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-describedby={formError ? errorId : undefined}
    >
      {formError && (
        <p id={errorId} className="alert" role="alert">
          {formError}
        </p>
      )}
      {children}
    </form>
  );
}

/** The submit button: disabled until hydrated (no native submit) and while sending. */
export function FormSubmit({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  const hydrated = useHydrated();
  return (
    <button className="button" type="submit" disabled={busy || !hydrated}>
      {busy ? busyLabel : label}
    </button>
  );
}
