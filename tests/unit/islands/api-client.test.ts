import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { api, apiRequest } from '~/islands/shared/api-client';
import { ApiError, LoggedOutError, TooManyRequestsError } from '~/islands/shared/api-errors';
import { $session } from '~/islands/shared/session';
import { jsonResponse, sessionAnswer, setSession, stubFetch, stubLocation } from './fake-browser';

const HOUR = 3_600_000;

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

beforeEach(() => setSession('loggedIn', Date.now() + HOUR));
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest: requests', () => {
  it('GETs /api/v1/<path> with JSON accept and the query, and resolves the parsed JSON', async () => {
    const { calls } = stubFetch({
      'GET /api/v1/subscriptions?sivu=2&haku=%C3%A4iti': () => jsonResponse(200, [{ id: 's1' }]),
    });
    const result = await apiRequest<{ id: string }[]>('subscriptions', {
      query: { sivu: 2, haku: 'äiti', tyhja: undefined },
    });
    expect(result).toEqual([{ id: 's1' }]);
    expect(calls[0]?.headers.get('accept')).toBe('application/json');
    expect(calls[0]?.headers.has('content-type')).toBe(false);
  });

  it('sends a body as JSON with a JSON content type', async () => {
    const { calls } = stubFetch({
      'PATCH /api/v1/customer/info': () => jsonResponse(200, { ok: true }),
    });
    await api.patch('customer/info', { phone: '0401234567' });
    expect(calls[0]?.body).toBe('{"phone":"0401234567"}');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('sends a DELETE with its body (account deletion carries the password)', async () => {
    const { calls } = stubFetch({
      'DELETE /api/v1/account': () => new Response(null, { status: 204 }),
    });
    await api.delete('account', { password: 'salasana123' });
    expect(calls[0]?.body).toBe('{"password":"salasana123"}');
  });

  it('resolves undefined on 204', async () => {
    stubFetch({ 'PUT /api/v1/account/username': () => new Response(null, { status: 204 }) });
    await expect(api.put('account/username', { newUsername: 'a@b.fi' })).resolves.toBeUndefined();
  });

  it('resolves a Blob with blob: true', async () => {
    stubFetch({
      'GET /api/v1/invoices/1/pdf': () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    const pdf = await apiRequest<Blob>('invoices/1/pdf', { blob: true });
    expect(pdf).toBeInstanceOf(Blob);
    expect(await pdf.text()).toBe('%PDF-1.7');
  });

  it('does not retry a failed GET', async () => {
    const { fetchMock } = stubFetch({});
    fetchMock.mockRejectedValue(new TypeError('network down'));
    await expect(api.get('subscriptions')).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('apiRequest: answers', () => {
  it('redirects to strong identification with the current path and search on 401 strong-identification-required', async () => {
    const assign = stubLocation('/tilaukset/123', '?vaihe=maksu&x=1');
    stubFetch({
      'POST /api/v1/subscriptions/123/payment-method/changes': () =>
        jsonResponse(
          401,
          { errorKey: 'strong-identification-required', message: 'x' },
          'Unauthorized',
        ),
    });
    const error = await rejectionOf(
      api.post('subscriptions/123/payment-method/changes', { method: 'invoice' }),
    );
    expect(assign).toHaveBeenCalledWith(
      '/tunnistautuminen?palaa=%2Ftilaukset%2F123%3Fvaihe%3Dmaksu%26x%3D1',
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, errorKey: 'strong-identification-required' });
  });

  it('also redirects when the 401 body names the key in `error`', async () => {
    const assign = stubLocation('/laskut', '');
    stubFetch({
      'GET /api/v1/invoices': () => jsonResponse(401, { error: 'strong-identification-required' }),
    });
    await expect(api.get('invoices')).rejects.toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledWith('/tunnistautuminen?palaa=%2Flaskut');
  });

  it('sends a b2b session that lost its admin role to the access-denied page (decision 0039)', async () => {
    const assign = stubLocation('/tilaukset', '');
    stubFetch({
      'GET /api/v1/subscriptions': () =>
        jsonResponse(403, { errorKey: 'business-admin-required', message: 'x' }, 'Forbidden'),
    });
    const error = await rejectionOf(api.get('subscriptions'));
    expect(assign).toHaveBeenCalledWith('/auth/ei-kayttooikeutta');
    expect(error).toMatchObject({ status: 403, errorKey: 'business-admin-required' });
  });

  it('throws an ApiError without redirecting on another 401, with the body when asked', async () => {
    const assign = stubLocation('/tili', '');
    const body = { errorKey: 'invalid-credentials', message: 'Wrong' };
    stubFetch({ 'POST /api/v1/auth/login': () => jsonResponse(401, body, 'Unauthorized') });
    const error = await rejectionOf(
      apiRequest('auth/login', {
        method: 'POST',
        body: {},
        authenticated: false,
        withErrorBody: true,
      }),
    );
    expect(assign).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(TooManyRequestsError);
    expect(error).toMatchObject({
      status: 401,
      statusText: 'Unauthorized',
      errorKey: 'invalid-credentials',
      body,
    });
  });

  it("reads the error key from the spec's `error` field too", async () => {
    stubLocation('/tili', '');
    stubFetch({ 'GET /api/v1/invoices': () => jsonResponse(409, { error: 'date-overlap' }) });
    expect(await rejectionOf(api.get('invoices'))).toMatchObject({ errorKey: 'date-overlap' });
  });

  it('marks the session logged out when an authenticated call answers 401 not-logged-in', async () => {
    stubFetch({
      'GET /api/v1/subscriptions': () => jsonResponse(401, { errorKey: 'not-logged-in' }),
    });
    const error = await rejectionOf(api.get('subscriptions'));
    expect(error).toBeInstanceOf(LoggedOutError);
    expect(error).toMatchObject({ intent: 'b2c' });
    expect($session.get().status).toBe('loggedOut');
  });

  it('sends a change answered 401 to the login, saying the session ended, and back here', async () => {
    const assign = stubLocation(
      '/tilaukset/tiedot',
      '?tilaus=2000001&modal=tilapainen-osoitteenmuutos',
    );
    stubFetch({
      'POST /api/v1/subscriptions/2000001/address-changes/temporary': () =>
        jsonResponse(401, { errorKey: 'not-logged-in' }),
    });
    const error = await rejectionOf(
      api.post('subscriptions/2000001/address-changes/temporary', { name: 'x' }),
    );
    expect(error).toBeInstanceOf(LoggedOutError);
    const target = new URL(assign.mock.calls[0]?.[0] ?? '', 'http://portal.test');
    expect(target.pathname).toBe('/auth/login');
    expect(target.searchParams.get('palaa')).toBe(
      '/tilaukset/tiedot?tilaus=2000001&modal=tilapainen-osoitteenmuutos',
    );
    expect(target.searchParams.get('istunto')).toBe('paattynyt');
  });

  it('throws TooManyRequestsError on 429', async () => {
    stubFetch({
      'POST /api/v1/auth/login': () =>
        jsonResponse(429, { errorKey: 'too-many-requests' }, 'Too Many Requests'),
    });
    const error = await rejectionOf(
      apiRequest('auth/login', { method: 'POST', body: {}, authenticated: false }),
    );
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect(error).toMatchObject({
      status: 429,
      errorKey: 'too-many-requests',
      retryAfterSeconds: null,
    });
  });

  it('keeps the wait a 429 names in Retry-After', async () => {
    stubFetch({
      'POST /api/v1/anonymous-cancellations/lookup': () =>
        new Response(JSON.stringify({ errorKey: 'too-many-requests' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '900' },
        }),
    });
    const error = await rejectionOf(
      apiRequest('anonymous-cancellations/lookup', {
        method: 'POST',
        body: {},
        authenticated: false,
      }),
    );
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 900 });
  });

  it('throws an ApiError with status, statusText and errorKey but no body unless asked', async () => {
    stubFetch({
      'PUT /api/v1/account/username': () =>
        jsonResponse(409, { errorKey: 'username-taken', message: 'Taken' }, 'Conflict'),
    });
    const error = await rejectionOf(api.put('account/username', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      statusText: 'Conflict',
      errorKey: 'username-taken',
    });
    expect(error).not.toHaveProperty('body');
  });

  it('attaches the parsed JSON body when withErrorBody is set', async () => {
    const body = { errorKey: 'validation-failed', message: 'Bad', fields: { zip: 'Invalid' } };
    stubFetch({ 'PATCH /api/v1/customer/info': () => jsonResponse(400, body, 'Bad Request') });
    const error = await rejectionOf(api.patch('customer/info', {}, { withErrorBody: true }));
    expect(error).toMatchObject({ status: 400, errorKey: 'validation-failed', body });
  });

  it('attaches a text body as text', async () => {
    stubFetch({
      'GET /api/v1/config': () =>
        new Response('Bad gateway', {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'content-type': 'text/plain' },
        }),
    });
    const error = await rejectionOf(
      apiRequest('config', { authenticated: false, withErrorBody: true }),
    );
    expect(error).toMatchObject({ status: 502, statusText: 'Bad Gateway', body: 'Bad gateway' });
    expect((error as ApiError).errorKey).toBeUndefined();
  });

  it('reads the errorKey of a failed blob request', async () => {
    stubFetch({
      'GET /api/v1/invoices/9/pdf': () => jsonResponse(404, { errorKey: 'not-found' }, 'Not Found'),
    });
    const error = await rejectionOf(
      apiRequest('invoices/9/pdf', { blob: true, withErrorBody: true }),
    );
    expect(error).toMatchObject({
      status: 404,
      errorKey: 'not-found',
      body: { errorKey: 'not-found' },
    });
  });
});

describe('apiRequest: session before the call', () => {
  it('makes no refresh when more than 60 s remain', async () => {
    setSession('loggedIn', Date.now() + 61_000);
    const { calls } = stubFetch({ 'GET /api/v1/subscriptions': () => jsonResponse(200, []) });
    await api.get('subscriptions');
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/subscriptions']);
  });

  it('refreshes first when fewer than 60 s remain', async () => {
    setSession('loggedIn', Date.now() + 30_000);
    const { calls } = stubFetch({
      'GET /api/v1/auth/refresh': () => jsonResponse(200, sessionAnswer(1800)),
      'GET /api/v1/subscriptions': () => jsonResponse(200, []),
    });
    await api.get('subscriptions');
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/auth/refresh', '/api/v1/subscriptions']);
    expect($session.get().expiresAt).toBeGreaterThan(Date.now() + 1_700_000);
  });

  it('throws LoggedOutError and skips the call when the refresh answers -1', async () => {
    setSession('loggedIn', Date.now() + 10_000);
    const { calls } = stubFetch({
      'GET /api/v1/auth/refresh': () => jsonResponse(200, sessionAnswer(-1)),
      'GET /api/v1/subscriptions': () => jsonResponse(200, []),
    });
    await expect(api.get('subscriptions')).rejects.toBeInstanceOf(LoggedOutError);
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/auth/refresh']);
    expect($session.get().status).toBe('loggedOut');
  });

  it('verifies an unknown session before the call and aborts when it answers -1', async () => {
    setSession('unknown');
    const { calls } = stubFetch({
      'GET /api/v1/auth/verifySession': () => jsonResponse(200, sessionAnswer(-1)),
      'GET /api/v1/subscriptions': () => jsonResponse(200, []),
    });
    await expect(api.get('subscriptions')).rejects.toBeInstanceOf(LoggedOutError);
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/auth/verifySession']);
  });

  it('makes no call at all once the session is known to be over', async () => {
    setSession('loggedOut');
    const { fetchMock } = stubFetch({ 'GET /api/v1/subscriptions': () => jsonResponse(200, []) });
    await expect(api.get('subscriptions')).rejects.toBeInstanceOf(LoggedOutError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('skips the session step for unauthenticated calls', async () => {
    setSession('loggedOut');
    const { calls } = stubFetch({ 'GET /api/v1/copytexts': () => jsonResponse(200, {}) });
    await apiRequest('copytexts', { authenticated: false });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/copytexts']);
  });
});
