import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-errors';

/**
 * The per-field messages of an error answer (the envelope's `fields`, see
 * src/server/http/error-envelope.ts), or an empty object when it has none. The request must have
 * been made `withErrorBody`, else the body is not kept.
 */
export function serverFieldErrors(problem: unknown): Record<string, string> {
  if (!(problem instanceof ApiError)) return {};
  const body: unknown = problem.body;
  if (typeof body !== 'object' || body === null || !('fields' in body)) return {};
  const { fields } = body;
  if (typeof fields !== 'object' || fields === null) return {};
  const messages: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) {
    if (typeof message === 'string') messages[name] = message;
  }
  return messages;
}

/**
 * Puts the server's field messages beside the form's fields (react-hook-form `setError`) and
 * tells whether there were any. `only`: the fields this form shows; messages for other names are
 * left out (the caller shows a message for the whole form instead).
 */
export function applyServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  problem: unknown,
  only?: readonly FieldPath<T>[],
): boolean {
  const fields = Object.entries(serverFieldErrors(problem)).filter(
    ([name]) => only === undefined || (only as readonly string[]).includes(name),
  );
  for (const [name, message] of fields) {
    form.setError(name as FieldPath<T>, { type: 'server', message });
  }
  return fields.length > 0;
}
