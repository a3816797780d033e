import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { HttpError } from './http-error';
import { logger } from '../log/logger';

export interface ErrorBody {
  errorKey: string;
  message: string;
  fields?: Record<string, string>;
}

/** Field name (dotted path) to its first Finnish message, for forms to show beside the field. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.code === 'unrecognized_keys' ? 'Tuntematon kenttä.' : issue.message;
  }
  return fields;
}

export function validationError(error: ZodError): HttpError {
  return new HttpError(400, 'validation-failed', 'Tarkista lomakkeen tiedot.', fieldErrors(error));
}

export function errorResponse(err: unknown, c: Context): Response {
  if (err instanceof HttpError) {
    const body: ErrorBody = { errorKey: err.errorKey, message: err.message };
    if (err.fields) body.fields = err.fields;
    return c.json(body, err.status);
  }
  logger.error({ err, method: c.req.method, path: c.req.path }, 'unhandled API error');
  return c.json(
    {
      errorKey: 'UNKNOWN_ERROR',
      message: 'Jokin meni pieleen. Yritä myöhemmin uudelleen tai ota yhteyttä asiakaspalveluun.',
    },
    500,
  );
}
