import { type FormEvent, type ReactNode, useId } from 'react';

// The frame of a form built on useApiForm (use-api-form.ts), in a module of its own: a form that
// draws its own frame does not load it.

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
