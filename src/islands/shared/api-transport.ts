import { ofetch, type FetchOptions, type FetchResponse } from 'ofetch';
import { retryAfterSecondsOf } from '~/domain/auth/attempt-rules';
import { ApiError, TooManyRequestsError } from './api-errors';
import type { ErrorKey } from '~/domain/errors/error-messages';

// The ofetch wrapper and the §7 response rules, without the session step. It is apart from
// api-client.ts only so that session.ts can call verifySession/refresh through the same rules
// without an import cycle (api-client -> session -> api-client).

const STRONG_IDENTIFICATION_REQUIRED = 'strong-identification-required';
const STRONG_IDENTIFICATION_PAGE = '/tunnistautuminen';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TransportOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  withErrorBody?: boolean;
  blob?: boolean;
}

// ignoreResponseError: ofetch hands back every answer, so mapResponse is the one place that decides
// what a status means. retry: false: ofetch retries GETs by default, the spec wants no retries.
const $api = ofetch.create({
  baseURL: '/api/v1',
  retry: false,
  ignoreResponseError: true,
  headers: { accept: 'application/json' },
});

export async function sendRequest<T>(path: string, opts: TransportOptions = {}): Promise<T> {
  const { method = 'GET', body, query, blob = false, withErrorBody = false } = opts;
  // A file download may come as any type; errors still come back as JSON and are read below.
  const headers: Record<string, string> = blob ? { accept: '*/*' } : {};
  const init: FetchOptions = { method, headers };
  if (body !== undefined) {
    // Serialised here rather than by ofetch, which silently sends class instances unserialised.
    init.body = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  if (query) init.query = query; // ufo drops undefined values
  if (blob) init.responseType = 'blob';
  const response = await $api.raw(path, init);
  return mapResponse<T>(response, withErrorBody);
}

async function mapResponse<T>(
  response: FetchResponse<unknown>,
  withErrorBody: boolean,
): Promise<T> {
  if (response.ok) {
    return (response.status === 204 ? undefined : response._data) as T;
  }
  const body = await readErrorBody(response._data);
  const errorKey = errorKeyOf(body);
  const init = {
    status: response.status,
    statusText: response.statusText,
    errorKey,
    ...(withErrorBody ? { body } : {}),
  };
  if (response.status === 401 && errorKey === STRONG_IDENTIFICATION_REQUIRED) {
    redirectToStrongIdentification();
    throw new ApiError(init);
  }
  if (response.status === 429) {
    const wait = retryAfterSecondsOf(response.headers.get('retry-after'), new Date());
    throw new TooManyRequestsError(init, wait);
  }
  throw new ApiError(init);
}

// ofetch parses by content type; a blob request's error answer arrives as a Blob and is read here.
async function readErrorBody(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob)) return data;
  const text = await data.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The answer's error key. The server sends only the catalogue's (HttpError takes an ErrorKey), so
 * it is typed as one without loading the catalogue here: every page loads this module, and the
 * catalogue's texts only where a screen shows them (errorMessage answers an unknown key with
 * the generic message).
 */
function errorKeyOf(body: unknown): ErrorKey | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { errorKey, error } = body as { errorKey?: unknown; error?: unknown };
  // The spec names the field `error`; our server sends `errorKey`. Accept both.
  const key = typeof errorKey === 'string' ? errorKey : error;
  return typeof key === 'string' ? (key as ErrorKey) : undefined;
}

function redirectToStrongIdentification(): void {
  const { location } = window;
  location.assign(
    `${STRONG_IDENTIFICATION_PAGE}?palaa=${encodeURIComponent(location.pathname + location.search)}`,
  );
}
