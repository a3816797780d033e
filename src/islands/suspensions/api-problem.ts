import { SUSPENSION_REFUSAL_KEYS } from '~/domain/suspensions/refusal-keys';
import { ApiError } from '../shared/api-errors';
import { messageForError } from '../shared/error-messages';

export type FieldName = 'startDate' | 'endDate' | 'digitalPart';
export type FormErrors = Partial<Record<FieldName | 'form', string>>;

// The refusals whose server message says more than the catalogue (the limits in days, the date
// that has no issue, the verdict's reason): the modal shows the server's Finnish message for these.
const SPECIFIC_KEYS: ReadonlySet<string> = new Set(SUSPENSION_REFUSAL_KEYS);

interface ErrorBody {
  errorKey?: unknown;
  message?: unknown;
  fields?: unknown;
}

const FIELDS: readonly FieldName[] = ['startDate', 'endDate', 'digitalPart'];

/**
 * An API failure as the form shows it: each field's message beside its field, the rest as one
 * message for the whole form. Call with errors of requests made `withErrorBody`.
 */
export function formErrorsOf(err: unknown): FormErrors {
  if (!(err instanceof ApiError)) return { form: messageForError(err) };
  const body = (typeof err.body === 'object' && err.body !== null ? err.body : {}) as ErrorBody;
  const errors: FormErrors = {};
  const fields = (
    typeof body.fields === 'object' && body.fields !== null ? body.fields : {}
  ) as Record<string, unknown>;
  for (const name of FIELDS) {
    const message = fields[name];
    if (typeof message === 'string') errors[name] = message;
  }
  const specific =
    err.errorKey !== undefined &&
    SPECIFIC_KEYS.has(err.errorKey) &&
    typeof body.message === 'string';
  if (Object.keys(errors).length === 0) {
    errors.form = specific ? (body.message as string) : messageForError(err);
  }
  return errors;
}

/** A failure without a form (loading, removing): one Finnish sentence. */
export function messageOf(err: unknown): string {
  return formErrorsOf(err).form ?? messageForError(err);
}
