import type { MiddlewareHandler } from 'hono';
import { tooManyAttemptsMessage } from '~/domain/auth/attempt-rules';
import { HttpError } from './http-error';

/** 429 too-many-requests that also tells the client when to try again (Retry-After). */
export class TooManyRequestsError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = tooManyAttemptsMessage(retryAfterSeconds),
  ) {
    super(429, 'too-many-requests', { message });
  }
}

/** Adds Retry-After to the error answer of a TooManyRequestsError (app.onError writes the body). */
export const retryAfterHeader: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.error instanceof TooManyRequestsError) {
    c.res.headers.set('Retry-After', String(Math.max(1, Math.ceil(c.error.retryAfterSeconds))));
  }
};
