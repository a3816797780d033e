import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Thrown by handlers; app.onError turns it into the error envelope of DESIGN.md. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorKey: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Tietoa ei löytynyt.'): HttpError =>
  new HttpError(404, 'not-found', message);

export const notLoggedIn = (): HttpError =>
  new HttpError(401, 'not-logged-in', 'Istuntosi on päättynyt. Kirjaudu uudelleen sisään.');
