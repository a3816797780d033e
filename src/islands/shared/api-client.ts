import { keepFocusNearAnswer } from './answer-focus';
import { ApiError, LoggedOutError } from './api-errors';
import type { ApiRoutes } from './api-routes.generated';
import { sendRequest, type TransportOptions } from './api-transport';
import { clearFormDraft, restoreFormDraft } from './form-drafts';
import { goToLogin } from './go-to-login';
import { $session, ensureFreshSession, markLoggedOut } from './session';

// Values kept before a login (form-drafts.ts) go back into this page's forms.
if (typeof window !== 'undefined') restoreFormDraft();

export interface ApiRequestOptions extends TransportOptions {
  /** Self-service calls (the default) check and, under 60 s left, refresh the session first. */
  authenticated?: boolean;
}

/** One call to the self-service API (`/api/v1/<path>`) with the §7 rules. */
export async function apiRequest<T>(path: string, opts: ApiRequestOptions = {}): Promise<T> {
  // A change the customer asked for: the keyboard stays by its answer (answer-focus.ts).
  if (opts.method && opts.method !== 'GET') {
    const answered = keepFocusNearAnswer();
    try {
      const answer = await send<T>(path, opts);
      // A change of the customer's is saved: nothing typed before a login needs keeping any
      // more. (The login itself, unauthenticated, is not such a change.)
      if (opts.authenticated !== false) clearFormDraft();
      return answer;
    } catch (error) {
      // The session ended while the customer was typing: to the login and back, values kept.
      if (error instanceof LoggedOutError) goToLogin({ sessionEnded: true, intent: error.intent });
      throw error;
    } finally {
      answered();
    }
  }
  return send<T>(path, opts);
}

async function send<T>(path: string, opts: ApiRequestOptions): Promise<T> {
  const { authenticated = true, ...transport } = opts;
  if (!authenticated) return sendRequest<T>(path, transport);
  if (!(await ensureFreshSession()))
    throw new LoggedOutError('Session has ended', $session.get().intent);
  try {
    return await sendRequest<T>(path, transport);
  } catch (error) {
    // The server ended the session (logout in another tab, expiry): tell every island, and
    // answer as for a session known to be over.
    if (error instanceof ApiError && error.status === 401 && error.errorKey === 'not-logged-in') {
      const intent = $session.get().intent;
      markLoggedOut();
      throw new LoggedOutError('Session ended', intent);
    }
    // A b2b session whose admin role was removed meanwhile (decision 0039).
    if (error instanceof ApiError && error.errorKey === 'business-admin-required') {
      window.location.assign('/auth/ei-kayttooikeutta');
    }
    throw error;
  }
}

type ReadOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

/**
 * The path of a route that has this method (api-routes.generated.ts, from the API document), with
 * an optional query string: a changed or removed route breaks the compile of its callers.
 */
export type ApiPath<M extends keyof ApiRoutes> = ApiRoutes[M] | `${ApiRoutes[M]}?${string}`;

export const api = {
  get: <T>(path: ApiPath<'get'>, opts: ReadOptions = {}) =>
    apiRequest<T>(path, { ...opts, method: 'GET' }),
  post: <T>(path: ApiPath<'post'>, body?: unknown, opts: ReadOptions = {}) =>
    apiRequest<T>(path, { ...opts, method: 'POST', body }),
  put: <T>(path: ApiPath<'put'>, body?: unknown, opts: ReadOptions = {}) =>
    apiRequest<T>(path, { ...opts, method: 'PUT', body }),
  patch: <T>(path: ApiPath<'patch'>, body?: unknown, opts: ReadOptions = {}) =>
    apiRequest<T>(path, { ...opts, method: 'PATCH', body }),
  // DELETE takes a body too: deleting the account sends the password (§7).
  delete: <T>(path: ApiPath<'delete'>, body?: unknown, opts: ReadOptions = {}) =>
    apiRequest<T>(path, { ...opts, method: 'DELETE', body }),
};
