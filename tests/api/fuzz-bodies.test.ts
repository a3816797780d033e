import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PATH_VALUES,
  QUERY_VALUES,
  bodyCases,
  seededRandom,
  type FuzzBody,
} from '../support/fuzz-cases';
import { documentedOperations } from '../support/api-operations';
import { type TestApp, createTestApp } from '../support/test-app';

// Issue 12, finding 5: no input may make the API answer 500. Every mutating route of the OpenAPI
// document gets malformed JSON, odd content types, NUL bytes, huge numbers, arrays for objects,
// prototype keys and unicode oddities; every GET route odd path and query values; anonymous and
// logged in. Every answer must be below 500, and every 4xx must carry the error envelope.
// FUZZ_SEED=<n> reproduces (or varies) a run.

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const FIELD_CASES_PER_ROUTE = 50;
const MAIJA = 'maija.meikalainen@example.fi';

interface Operation {
  method: string;
  /** The path under /api/v1 with {params}. */
  template: string;
  pathParams: string[];
  queryParams: string[];
  bodySchema: Record<string, unknown> | undefined;
}

interface Failure {
  session: string;
  request: string;
  label: string;
  status: number;
  body: string;
}

let app: TestApp;
let operations: Operation[] = [];
let sent = 0;
let bodiesSent = 0;
const failures: Failure[] = [];

/** Good path values, so that a route's body reaches its handler. */
function fillPath(template: string): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (name === 'id') return '00000000-0000-4000-8000-000000000000';
    // {invoiceNumber} is an invoice's, {subscriptionNumber} a subscription's (decision 0024).
    if (name === 'number') return '50000001';
    return '2000001';
  });
}

async function check(session: string, request: string, label: string, res: Response) {
  sent++;
  const text = await res.text();
  let envelope: { errorKey?: unknown; message?: unknown } | null;
  try {
    envelope = JSON.parse(text) as { errorKey?: unknown; message?: unknown } | null;
  } catch {
    envelope = null;
  }
  const bad =
    res.status >= 500 ||
    (res.status >= 400 &&
      (typeof envelope?.errorKey !== 'string' ||
        envelope.errorKey === '' ||
        typeof envelope.message !== 'string' ||
        envelope.message === ''));
  if (bad) failures.push({ session, request, label, status: res.status, body: text.slice(0, 300) });
}

async function sendBody(session: string, op: Operation, path: string, fuzz: FuzzBody) {
  const headers: Record<string, string> = {};
  if (fuzz.contentType !== null) headers['content-type'] = fuzz.contentType;
  const body = typeof fuzz.body === 'string' ? fuzz.body : new Blob([fuzz.body.slice()]);
  bodiesSent++;
  const res = await app.raw(path, { method: op.method, headers, body });
  await check(session, `${op.method} ${path}`, fuzz.label, res);
}

async function probeGet(session: string, op: Operation) {
  const good = fillPath(op.template);
  for (const value of PATH_VALUES) {
    for (const name of op.pathParams) {
      const path = op.template.replace(/\{(\w+)\}/g, (m, n: string) =>
        n === name ? value : fillPath(m),
      );
      await check(session, `GET ${path.slice(0, 80)}`, `path ${name}`, await app.raw(path));
    }
  }
  const queries = [
    ...op.queryParams.flatMap((name) => QUERY_VALUES.map((v) => `${name}=${v}`)),
    ...op.queryParams.map((name) => `${name}=1&${name}=2`),
    'zzz=1',
    '__proto__=1',
    'constructor=x',
    '%00=1',
    '&&&',
    '=',
  ];
  for (const query of queries) {
    const path = `${good}?${query}`;
    await check(session, `GET ${path.slice(0, 80)}`, 'query', await app.raw(path));
  }
}

beforeAll(async () => {
  app = await createTestApp();
  for (const { method, path, spec } of await documentedOperations(app)) {
    const params = (spec.parameters ?? []) as { in: string; name: string }[];
    const body = spec.requestBody as
      { content?: Record<string, { schema?: Record<string, unknown> }> } | undefined;
    operations.push({
      method,
      template: path,
      pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
      bodySchema: body?.content?.['application/json']?.schema,
    });
  }
  // Logging out and the login itself last: the first ends the session, the second's failed
  // attempts could block the address the other cases log in from.
  const last = (op: Operation) => (op.template.startsWith('/auth/') ? 1 : 0);
  operations = operations.sort((a, b) => last(a) - last(b));
});
afterAll(async () => {
  if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(failures));
  await app.close();
});

describe.each(['anonymous', 'logged in'])('fuzzing the API %s', (session) => {
  it('never answers 500, and every 4xx has an errorKey and a message', async () => {
    const random = seededRandom(SEED + (session === 'anonymous' ? 0 : 1));
    const started = Date.now();
    const failedBefore = failures.length;
    const timings: [string, number][] = [];
    app.clearCookies();
    if (session === 'logged in') expect((await app.login(MAIJA)).status).toBe(200);
    for (const op of operations) {
      const opStarted = Date.now();
      if (op.method === 'GET') {
        await probeGet(session, op);
      } else {
        const path = fillPath(op.template);
        for (const fuzz of bodyCases(op.bodySchema, random, FIELD_CASES_PER_ROUTE)) {
          await sendBody(session, op, path, fuzz);
        }
      }
      timings.push([`${op.method} ${op.template}`, Date.now() - opStarted]);
    }
    if (process.env.FUZZ_REPORT) console.info(timings.sort((a, b) => b[1] - a[1]).slice(0, 12));
    const mine = failures.slice(failedBefore);
    console.info(
      `fuzz ${session}: ${sent} requests (${bodiesSent} bodies) so far, ` +
        `${mine.length} failures, seed ${SEED}, ` +
        `${Math.round((Date.now() - started) / 1000)} s`,
    );
    expect(mine.slice(0, 40)).toEqual([]);
  }, 120_000);
});

describe('the fuzz run as a whole', () => {
  it('sent at least 7,000 bodies to every mutating route, and probes to every GET route', () => {
    expect(operations.filter((o) => o.method !== 'GET').length).toBeGreaterThan(30);
    expect(operations.filter((o) => o.method === 'GET').length).toBeGreaterThan(20);
    expect(bodiesSent).toBeGreaterThanOrEqual(7_000);
  });
});
