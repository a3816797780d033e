import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '~/server/app';
import { createFixedClock } from '~/server/clock';
import type { DbHandle } from '~/server/db/client';
import { seedDemoData } from '~/server/db/seed/seed-demo-data';
import { readEnv } from '~/server/env';
import { createLogger, requestContext } from '~/server/log/logger';
import { REDACTED, scrub } from '~/server/log/redact';
import { DEMO_PASSWORD, TEST_NOW, TEST_ORIGIN } from '../support/test-app';
import { openTestDb } from '../support/test-db';

// Issue 12 "operations": a request id on every log line and in every API answer, an access
// line per request, and no password, token, cookie or personal identity code in any line.

const lines: string[] = [];
const memoryLog = createLogger({ write: (line: string) => lines.push(line) }, 'info');
const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

let handle: DbHandle;
let api: ReturnType<typeof createApi>;
beforeAll(async () => {
  handle = await openTestDb();
  const clock = createFixedClock(TEST_NOW);
  await seedDemoData(handle.db, clock.today());
  api = createApi({
    db: handle.db,
    clock,
    env: readEnv({ NODE_ENV: 'test', SITE_URL: TEST_ORIGIN }),
    log: memoryLog,
  });
});
afterAll(() => handle.close());

function call(path: string, init: RequestInit = {}) {
  return api.fetch(new Request(`${TEST_ORIGIN}/api/v1${path}`, init), {
    clientAddress: '127.0.0.1',
  });
}

describe('request id', () => {
  it('answers every request with an X-Request-Id, the error envelope too', async () => {
    const ok = await call('/config');
    const missing = await call('/ei-ole');
    const invalid = await call('/auth/login', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: '{"username":1}',
    });
    expect(missing.status).toBe(404);
    expect(invalid.status).toBe(400);
    const ids = [ok, missing, invalid].map((res) => res.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('keeps a valid incoming X-Request-Id and replaces one that is not plain', async () => {
    const kept = await call('/config', { headers: { 'x-request-id': 'lb-7f3a9c21.0001' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a9c21.0001');
    const replaced = await call('/config', {
      headers: { 'x-request-id': 'x"<script>' + 'a'.repeat(200) },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes one access line per request with method, path, status, ms and the same id', async () => {
    lines.length = 0;
    const res = await call('/subscriptions?token=secret-one-time-value', {
      headers: { 'x-request-id': 'req-access-line-1' },
    });
    expect(res.status).toBe(401);
    const access = records().filter((r) => r['msg'] === 'request');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/subscriptions',
      status: 401,
      requestId: 'req-access-line-1',
    });
    expect(typeof access[0]?.['ms']).toBe('number');
    expect(lines.join('')).not.toContain('secret-one-time-value');
  });
});

describe('redaction', () => {
  it('a login leaves no password or cookie in the log', async () => {
    lines.length = 0;
    const res = await call('/auth/login', {
      method: 'POST',
      headers: {
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
        cookie: 'portal_session=cookie-value-that-must-not-leak',
      },
      body: JSON.stringify({
        username: 'maija.meikalainen@example.fi',
        password: DEMO_PASSWORD,
        intent: 'b2c',
        remember: false,
      }),
    });
    expect(res.status).toBe(200);
    expect(lines.length).toBeGreaterThan(0);
    const all = lines.join('');
    expect(all).not.toContain(DEMO_PASSWORD);
    expect(all).not.toContain('cookie-value-that-must-not-leak');
  });

  it('censors secrets at any depth, in errors and in messages, and keeps the request id', () => {
    lines.length = 0;
    requestContext.run({ requestId: 'req-redaction-1' }, () => {
      memoryLog.error(
        {
          body: {
            username: 'maija',
            password: 'Salasana-123456',
            newPassword: 'Toinen-123456',
            // The password change's fields (issue 14): the word anywhere in the key.
            currentPassword: 'Nykyinen-123456',
            newPasswordAgain: 'Toinen-uudelleen-123456',
          },
          headers: { cookie: 'sid=abc123', authorization: 'Bearer eyJhbGciOi.secret' },
          customer: { personalIdentityCode: '131052-308T', name: 'Maija' },
          err: new Error('lookup failed for 131052-308T with token=abcdef123456'),
          sessionId: 'f1e2d3c4',
        },
        'failed for 010101A123N, Authorization: Bearer zyx987',
      );
    });
    const [line] = lines;
    expect(line).toBeDefined();
    for (const secret of [
      'Salasana-123456',
      'Toinen-123456',
      'Nykyinen-123456',
      'Toinen-uudelleen-123456',
      'abc123',
      'eyJhbGciOi',
      '131052-308T',
      '010101A123N',
      'abcdef123456',
      'zyx987',
      'f1e2d3c4',
    ]) {
      expect(line).not.toContain(secret);
    }
    const record = JSON.parse(line ?? '{}');
    expect(record.requestId).toBe('req-redaction-1');
    expect(record.body).toEqual({
      username: 'maija',
      password: REDACTED,
      newPassword: REDACTED,
      currentPassword: REDACTED,
      newPasswordAgain: REDACTED,
    });
    expect(record.customer.name).toBe('Maija');
    expect(record.err.type).toBe('Error');
    expect(record.err.message).toContain(REDACTED);
    expect(record.err.stack).toBeDefined();
  });

  it('scrub copies plain values and survives cycles', () => {
    const cyclic: Record<string, unknown> = { a: 1, when: new Date(0) };
    cyclic['self'] = cyclic;
    expect(scrub(cyclic)).toEqual({ a: 1, when: new Date(0), self: '[...]' });
    expect(scrub(['x', 2, null])).toEqual(['x', 2, null]);
  });
});
