import {
  type FieldPath,
  type FieldValues,
  type SubmitErrorHandler,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import { applyServerErrors } from './server-errors';
import { type ApiMutationOptions, useApiMutation } from './use-api-mutation';

/** What a form built on useApiForm says besides react-hook-form's own options. */
export interface ApiFormOptions<In extends FieldValues, Ctx, Out>
  extends UseFormProps<In, Ctx, Out>, Omit<ApiMutationOptions<[Out]>, 'showBesideFields'> {
  /**
   * The fields whose server messages are shown beside them (others go to `formError`); left
   * out when the form shows every field of its schema.
   */
  fields?: readonly FieldPath<In>[];
  /** After a submit the schema refused (e.g. focus on a radio group the form draws itself). */
  onInvalid?: SubmitErrorHandler<In>;
}

/**
 * A form that sends its values to the API (react-hook-form with the domain's schema, and
 * useApiMutation): `send` runs on a valid submit; a refusal puts the server's field messages
 * beside the `fields` and anything else in `formError`. The values stay in the form whatever the
 * answer.
 */
export function useApiForm<In extends FieldValues, Out, Ctx = unknown>(
  options: ApiFormOptions<In, Ctx, Out>,
) {
  const { fields, send, onRefused, refusalMessage, onInvalid, ...formOptions } = options;
  const form = useForm<In, Ctx, Out>(formOptions);
  const mutation = useApiMutation<[Out]>({
    send,
    onRefused,
    refusalMessage,
    showBesideFields: (err) => applyServerErrors(form, err, fields),
  });
  const onSubmit = form.handleSubmit(
    (values) => mutation.run(values),
    (invalid, event) => {
      mutation.setError(null);
      return onInvalid?.(invalid, event);
    },
  );
  return {
    ...form,
    formError: mutation.error,
    setFormError: mutation.setError,
    onSubmit,
    /** Sends values as they are, past the schema (a second try the answer offered). */
    sendValues: mutation.run,
    state: mutation.state,
    busy: mutation.busy,
    locked: mutation.locked,
  };
}
