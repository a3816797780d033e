import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import type { ErrorKey } from '~/domain/errors/error-messages';
import { logger } from '../log/logger';
import { payloadTooLarge } from './body-limits';
import { HttpError } from './http-error';
import { invalidJson } from './json-body';

export interface ErrorBody {
  errorKey: ErrorKey;
  message: string;
  fields?: Record<string, string>;
}

/** Field name (dotted path) to its first Finnish message, for forms to show beside the field. */
function fieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.code === 'unrecognized_keys' ? 'Tuntematon kenttä.' : issue.message;
  }
  return fields;
}

export function validationError(error: ZodError): HttpError {
  return new HttpError(400, 'validation-failed', { fields: fieldErrors(error) });
}

/**
 * Hono's own refusals (the zod-openapi media type gate, the JSON validator, body-limit) in the
 * envelope too: our middleware answers these first, this is the net under it.
 */
function fromHonoException(err: HTTPException): HttpError {
  if (err.status === 413) return payloadTooLarge();
  if (err.status === 415) {
    return new HttpError(415, 'unsupported-media-type');
  }
  if (err.status === 400) return invalidJson();
  if (err.status === 401) {
    return new HttpError(401, 'not-logged-in');
  }
  if (err.status < 500) {
    return new HttpError(err.status, 'bad-request');
  }
  return new HttpError(500, 'UNKNOWN_ERROR');
}

export function errorResponse(err: unknown, c: Context): Response {
  const known = err instanceof HTTPException ? fromHonoException(err) : err;
  if (known instanceof HttpError) {
    const body: ErrorBody = { errorKey: known.errorKey, message: known.message };
    if (known.fields) body.fields = known.fields;
    return c.json(body, known.status);
  }
  logger.error({ err, method: c.req.method, path: c.req.path }, 'unhandled API error');
  const unknown = new HttpError(500, 'UNKNOWN_ERROR');
  return c.json({ errorKey: unknown.errorKey, message: unknown.message } satisfies ErrorBody, 500);
}
