import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '~/server/app';
import { createFixedClock } from '~/server/clock';
import type { DbHandle } from '~/server/db/client';
import { readEnv } from '~/server/env';
import { openTestDb } from '../support/test-db';
import { TEST_NOW, TEST_ORIGIN } from '../support/test-app';

// The API as src/server/edge/serve.ts runs it: @hono/node-server with its own Request class. In-process
// tests use the global Request and missed that the body limit broke every bodiless DELETE (500).

let handle: DbHandle;
let server: Server;
let port = 0;

beforeAll(async () => {
  handle = await openTestDb();
  const api = createApi({
    db: handle.db,
    clock: createFixedClock(TEST_NOW),
    env: readEnv({ NODE_ENV: 'test', SITE_URL: TEST_ORIGIN }),
  });
  const listener = getRequestListener(
    (req, env) => api.fetch(req, { clientAddress: env.incoming.socket.remoteAddress }),
    { overrideGlobalObjects: false },
  );
  server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await handle.close();
});

/** One raw HTTP request; `chunks` are sent with chunked transfer encoding. */
function send(
  method: string,
  path: string,
  chunks?: string[],
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api/v1${path}`,
        headers: {
          origin: TEST_ORIGIN,
          ...(chunks ? { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } : {}),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    for (const chunk of chunks ?? []) req.write(chunk);
    req.end();
  });
}

describe('the API over HTTP (node-server)', () => {
  it('answers a DELETE without a body by its route, not 500', async () => {
    const res = await send(
      'DELETE',
      '/subscriptions/2000001/address-changes/2f1c6b0e-8a3b-4c61-9b0e-3c2d1e0f9a7b',
    );
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body).errorKey).toBe('not-logged-in');
  });

  it('reads a small chunked body and refuses a large one with 413', async () => {
    const small = await send('POST', '/auth/login', ['{"username":', '"x"}']);
    expect(small.status).toBe(400);
    expect(JSON.parse(small.body).errorKey).toBe('validation-failed');
    const large = await send(
      'POST',
      '/auth/login',
      Array.from({ length: 80 }, () => 'x'.repeat(1024)),
    );
    expect(large.status).toBe(413);
    expect(JSON.parse(large.body).errorKey).toBe('payload-too-large');
  });
});
