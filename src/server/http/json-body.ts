import type { Context, MiddlewareHandler } from 'hono';
import {
  NUL_MESSAGE,
  TOO_DEEP_MESSAGE,
  findUnstorableInput,
} from '~/domain/validation/unstorable-input';
import { HttpError } from './http-error';
import { hasRequestBody } from './request-body';

export const invalidJson = (): HttpError => new HttpError(400, 'invalid-json');

const nulInField = (path: string): HttpError =>
  new HttpError(400, 'validation-failed', { fields: { [path]: NUL_MESSAGE } });

/**
 * Reads and checks every mutation's JSON body once, before any route sees it (after the origin,
 * content type and size checks): malformed JSON is 400 invalid-json, a NUL character anywhere
 * (PostgreSQL refuses it in text) or absurd nesting is 400 validation-failed. The route's zod
 * validator then reads the same cached text.
 */
export const jsonBodyReader: MiddlewareHandler = async (c, next) => {
  if (hasRequestBody(c)) checkJson(await readJson(c));
  await next();
};

async function readJson(c: Context): Promise<unknown> {
  try {
    return (await c.req.json()) as unknown;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw invalidJson();
  }
}

function checkJson(value: unknown): void {
  const problem = findUnstorableInput(value);
  if (problem?.kind === 'nul') throw nulInField(problem.path);
  if (problem?.kind === 'too-deep')
    throw new HttpError(400, 'invalid-json', { message: TOO_DEEP_MESSAGE });
}

/**
 * Query values and path segments too: a %00 in the address must not reach a query either. Every
 * method, before routing.
 */
export const urlInputGuard: MiddlewareHandler = async (c, next) => {
  // Path and query only: the Host part of the request's URL is never read here.
  if (/%00|\u0000/.test(c.req.path)) throw nulInField('_');
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (key.includes('\u0000') || values.some((v) => v.includes('\u0000'))) {
      throw nulInField(key.replace(/\u0000/g, '\\u0000') || '_');
    }
  }
  await next();
};
