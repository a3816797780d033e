import { useState } from 'react';
import {
  type FieldPath,
  type FieldValues,
  type SubmitErrorHandler,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import { LoggedOutError } from './api-errors';
import { messageForError } from './error-messages';
import { applyServerErrors } from './server-errors';
import type { SubmitState } from './submit-button';

/** What a form built on useApiForm says besides react-hook-form's own options. */
export interface ApiFormOptions<In extends FieldValues, Ctx, Out> extends UseFormProps<
  In,
  Ctx,
  Out
> {
  /**
   * The fields whose server messages are shown beside them (others go to `formError`); left
   * out when the form shows every field of its schema.
   */
  fields?: readonly FieldPath<In>[];
  /**
   * Sends the valid values; throws the API's error when refused. A step that leaves the form
   * ready for another submit (a price shown before the change is confirmed) returns 'idle'.
   */
  send: (values: Out) => Promise<void | 'idle' | 'done'>;
  /**
   * Sees every refusal first. Return true when the form answered it in a way of its own (another
   * step, a sentence of its own) and shows nothing more; return nothing to only take note of it
   * (remember a lock, count a failure) and let the form show its message.
   */
  onRefused?: (err: unknown, values: Out) => boolean | void;
  /** The sentence for a refusal the fields do not show (default: the error catalogue's). */
  refusalMessage?: (err: unknown) => string;
  /** After a submit the schema refused (e.g. focus on a radio group the form draws itself). */
  onInvalid?: SubmitErrorHandler<In>;
}

/**
 * A form that sends its values to the API (react-hook-form with the domain's schema): `send`
 * runs on a valid submit; a refusal puts the server's field messages beside the `fields` and
 * anything else in `formError`; a logged-out answer is already on its way to the login (the API
 * client sends it there, keeping what was typed), so the form shows nothing. The values stay in
 * the form whatever the answer; focus goes to the answer (the API client, answer-focus.ts).
 * `state` is the submit button's (submit-button.tsx): busy while sending, done after a success,
 * error after a refusal.
 */
export function useApiForm<In extends FieldValues, Out, Ctx = unknown>(
  options: ApiFormOptions<In, Ctx, Out>,
) {
  const {
    fields,
    send,
    onRefused,
    refusalMessage = messageForError,
    onInvalid,
    ...formOptions
  } = options;
  const form = useForm<In, Ctx, Out>(formOptions);
  const [formError, setFormError] = useState<string | null>(null);
  const [state, setState] = useState<SubmitState>('idle');
  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      setState('busy');
      try {
        setState((await send(values)) ?? 'done');
      } catch (err) {
        setState('error');
        if (err instanceof LoggedOutError || onRefused?.(err, values)) return;
        if (!applyServerErrors(form, err, fields)) setFormError(refusalMessage(err));
      }
    },
    (invalid, event) => {
      setFormError(null);
      return onInvalid?.(invalid, event);
    },
  );
  return { ...form, formError, setFormError, onSubmit, state, busy: state === 'busy' };
}
