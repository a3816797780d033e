import { type FormEvent, type ReactNode, useId, useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { LoggedOutError } from './api-errors';
import { messageForError } from './error-messages';
import { goToLogin } from './go-to-login';
import { applyServerErrors } from './server-errors';
import { useHydrated } from './use-hydrated';

/**
 * A form that sends its values to the API (react-hook-form with the domain's schema): `send`
 * runs on a valid submit; a refusal puts the server's field messages beside the `fields` and
 * anything else in `formError`; a logged-out answer goes to the login, which comes back. The
 * values stay in the form whatever the answer.
 */
export function useApiForm<In extends FieldValues, Out>(options: {
  resolver: Resolver<In, unknown, Out>;
  defaultValues: DefaultValues<In>;
  fields: readonly FieldPath<In>[];
  send: (values: Out) => Promise<void>;
}) {
  const { resolver, defaultValues, fields, send } = options;
  const form = useForm<In, unknown, Out>({ resolver, defaultValues });
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await send(values);
      } catch (err) {
        if (err instanceof LoggedOutError) return goToLogin();
        if (!applyServerErrors(form, err, fields)) setFormError(messageForError(err));
      }
    },
    () => setFormError(null),
  );
  return { ...form, formError, onSubmit };
}

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
