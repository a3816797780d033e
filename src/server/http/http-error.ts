import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiMessage } from '~/domain/errors/api-messages';
import type { ErrorKey } from '~/domain/errors/error-messages';

interface HttpErrorDetails {
  /** Only where this answer's wording differs from the key's (src/domain/errors). */
  message?: string | undefined;
  /** Field name (dotted path) to its Finnish message. */
  fields?: Record<string, string> | undefined;
}

/** Thrown by handlers; app.onError turns it into the error envelope of DESIGN.md. */
export class HttpError extends Error {
  readonly fields?: Record<string, string>;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorKey: ErrorKey,
    { message, fields }: HttpErrorDetails = {},
  ) {
    super(message ?? apiMessage(errorKey));
    if (fields) this.fields = fields;
  }
}

export const notFound = (message = 'Tietoa ei löytynyt.'): HttpError =>
  new HttpError(404, 'not-found', { message });

export const notLoggedIn = (): HttpError => new HttpError(401, 'not-logged-in');
