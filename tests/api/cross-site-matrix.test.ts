import { beforeAll, describe, expect, it } from 'vitest';
import { databaseDigest } from '../support/database-digest';
import {
  type DocumentedOperation,
  documentedOperations,
  fillPath,
} from '../support/api-operations';
import { TEST_ORIGIN, useTestApp } from '../support/test-app';
import { VALID_BODIES } from '../support/valid-bodies';

// Issue 19 item 3 (OWASP ASVS V4.2.2, V13.2.5): every mutating operation of the OpenAPI document,
// sent by a logged-in customer's browser from another site, from a sandboxed page (Origin null)
// or without an Origin, is refused with 403 bad-origin whatever its content type; from our own
// origin a body that is not JSON (an HTML form, multipart, text/plain) is refused with 415. None
// of them changes anything in the database. A same-origin JSON request gets past both guards.

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * The one route a browser never calls: an assistant's server exchanges its code there with a
 * form body (RFC 6749), without cookies; PKCE binds the code (decision 0043, tests/api/oauth.test.ts).
 */
const SERVER_TO_SERVER = new Set(['POST /oauth/token']);

/** The bodies a cross-site page can send without a CORS preflight, and JSON. */
const BODIES: Record<string, { type: string | null; body: (json: string) => string }> = {
  form: { type: 'application/x-www-form-urlencoded', body: () => 'a=1&b=2' },
  multipart: {
    type: 'multipart/form-data; boundary=x',
    body: () => '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  },
  text: { type: 'text/plain', body: (json) => json },
  untyped: { type: null, body: (json) => json },
  json: { type: 'application/json', body: (json) => json },
};
const ORIGINS: Record<string, string | null> = {
  'another site': 'https://evil.example',
  'a sandboxed page (null)': 'null',
  'no Origin': null,
  'our site over http on another port': 'http://portal.test:8080',
};

const app = useTestApp();
let operations: DocumentedOperation[];
let cookie = '';

beforeAll(async () => {
  operations = (await documentedOperations(app)).filter(
    (op) => MUTATING.has(op.method) && !SERVER_TO_SERVER.has(`${op.method} ${op.path}`),
  );
  const res = await app.login('maija.meikalainen@example.fi');
  cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  app.clearCookies();
});

const key = (op: DocumentedOperation) => `${op.method} ${op.path}`;

function send(op: DocumentedOperation, origin: string | null, kind: keyof typeof BODIES) {
  const { type, body } = BODIES[kind] ?? { type: null, body: () => '' };
  const headers = new Headers({ cookie, accept: 'application/json' });
  if (origin !== null) headers.set('origin', origin);
  // An empty header: app.raw would add our Origin to a request without one; the guard refuses
  // a missing and an empty Origin alike.
  else headers.set('origin', '');
  if (type) headers.set('content-type', type);
  const payload = body(JSON.stringify(VALID_BODIES[key(op)] ?? {}));
  // As a browser sends it: in-process requests get no length of their own, and the guard reads
  // a DELETE without one as bodiless (request-body.ts).
  headers.set('content-length', String(new TextEncoder().encode(payload).length));
  return app.raw(fillPath(op.path), { method: op.method, headers, body: payload });
}

describe('cross-site requests and content types on every mutating operation', () => {
  it('covers the API', () => {
    expect(operations.length).toBeGreaterThanOrEqual(60);
  });

  it('refuses every foreign or missing Origin with 403 and every non-JSON body with 415, changing nothing', async () => {
    const before = await databaseDigest(app.db);
    const wrong: string[] = [];
    for (const op of operations) {
      for (const [originLabel, origin] of Object.entries(ORIGINS)) {
        for (const kind of Object.keys(BODIES)) {
          const res = await send(op, origin, kind);
          const body = (await res.json().catch(() => ({}))) as { errorKey?: string };
          if (res.status !== 403 || body.errorKey !== 'bad-origin') {
            wrong.push(`${key(op)} ${originLabel} ${kind}: ${res.status} ${body.errorKey}`);
          }
        }
      }
      for (const kind of ['form', 'multipart', 'text', 'untyped']) {
        const res = await send(op, TEST_ORIGIN, kind);
        const body = (await res.json().catch(() => ({}))) as { errorKey?: string };
        if (res.status !== 415 || body.errorKey !== 'unsupported-media-type') {
          wrong.push(`${key(op)} our origin ${kind}: ${res.status} ${body.errorKey}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    const after = await databaseDigest(app.db);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    expect(changed).toEqual([]);
  });

  it('lets a same-origin JSON request past both guards', async () => {
    const passed: string[] = [];
    for (const op of operations) {
      const res = await send(op, TEST_ORIGIN, 'json');
      const body = (await res.json().catch(() => ({}))) as { errorKey?: string };
      if (!['bad-origin', 'unsupported-media-type'].includes(body.errorKey ?? '')) {
        passed.push(key(op));
      }
    }
    expect(passed).toEqual(operations.map(key));
  });
});
