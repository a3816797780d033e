import { describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '~/server/http/body-limits';
import { useTestApp } from '../support/test-app';

// Issue 12, finding 6: bodies are limited (64 KB of JSON) before they are read, by the declared
// length and while a chunked body streams in; 413 payload-too-large with a Finnish message.

const ONE_MB = 1024 * 1024;
const app = useTestApp();

/** A JSON body of about `bytes` bytes: one long string field. */
const bigJson = (bytes: number) => JSON.stringify({ username: 'x'.repeat(bytes), password: 'y' });

/** A body that arrives in 64 KB chunks without a Content-Length, counting what was pulled. */
function chunked(total: number) {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      state.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, state };
}

async function expectTooLarge(res: Response) {
  expect(res.status).toBe(413);
  const body = (await res.json()) as { errorKey: string; message: string };
  expect(body.errorKey).toBe('payload-too-large');
  expect(body.message).toMatch(/liian suuri/);
}

describe('body limits', () => {
  it('refuses a 1 MB body by its Content-Length, anonymously, before reading it', async () => {
    const body = bigJson(ONE_MB);
    await expectTooLarge(
      await app.raw('/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
        body,
      }),
    );
  });

  it('refuses a chunked 1 MB body without a Content-Length, and stops reading it', async () => {
    const { stream, state } = chunked(ONE_MB);
    const res = await app.raw('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectTooLarge(res);
    expect(state.pulled).toBeLessThan(ONE_MB);
  });

  it('refuses a large body on a logged-in route too', async () => {
    await app.login('maija.meikalainen@example.fi');
    const body = JSON.stringify({ message: 'x'.repeat(ONE_MB) });
    await expectTooLarge(
      await app.raw('/subscriptions/2000001/company-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
        body,
      }),
    );
  });

  it('lets a body just under the limit through to validation', async () => {
    const body = bigJson(JSON_BODY_LIMIT_BYTES - 100);
    const res = await app.raw('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      body,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errorKey: string }).errorKey).toBe('validation-failed');
  });

  it('gives the staff payment import more room, but only with a bearer token', async () => {
    const body = JSON.stringify({ csv: 'x'.repeat(ONE_MB) });
    const headers = { 'content-type': 'application/json', 'content-length': String(body.length) };
    await expectTooLarge(
      await app.raw('/staff/payments/import', { method: 'POST', headers, body }),
    );
    const withToken = await app.raw('/staff/payments/import', {
      method: 'POST',
      headers: { ...headers, authorization: 'Bearer wrong-token-wrong-token-wrong' },
      body,
    });
    // No PAYMENT_IMPORT_TOKEN in the test app: the import does not exist (404), not 413.
    expect(withToken.status).toBe(404);
  });
});

describe('bad JSON and NUL characters (issue 12, finding 5)', () => {
  const post = (path: string, body: string, type = 'application/json') =>
    app.raw(path, { method: 'POST', headers: { 'content-type': type }, body });

  it('answers malformed JSON with 400 invalid-json', async () => {
    for (const body of ['{', '{"a":1,}', 'nul', '']) {
      const res = await post('/kaikki-notices', body);
      expect(res.status, body).toBe(400);
      expect(((await res.json()) as { errorKey: string }).errorKey).toBe('invalid-json');
    }
  });

  it('refuses JSON-like content types that are not application/json in UTF-8 with 415', async () => {
    for (const type of [
      'application/json-patch+json',
      'application/jsonx',
      'application/json; charset=latin1',
    ]) {
      const res = await post('/kaikki-notices', '{}', type);
      expect(res.status, type).toBe(415);
      expect(((await res.json()) as { errorKey: string }).errorKey).toBe('unsupported-media-type');
    }
    expect((await post('/kaikki-notices', '{}', 'application/json; charset=UTF-8')).status).toBe(
      400,
    );
  });

  it('refuses a NUL character in a body field and in a query with 400, naming the field', async () => {
    const res = await post(
      '/delivery-reclamations/anonymous',
      JSON.stringify({ lastName: 'Virtanen\u0000' }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errorKey: 'validation-failed',
      fields: { lastName: expect.stringMatching(/NUL/) },
    });
    const query = await app.raw('/dev/mailbox?to=a%00b');
    expect(query.status).toBe(400);
  });
});
