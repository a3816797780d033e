import { beforeAll, describe, expect, it } from 'vitest';
import {
  type DocumentedOperation,
  documentedOperations,
  fillPath,
} from '../support/api-operations';
import { type Schema, resolve, sample } from '../support/openapi-sampler';
import { sendAs, sessionCookie } from '../support/session-cookie';
import { useTestApp } from '../support/test-app';

// Issue 35: the published document is the contract. Every mutating operation gets a body made
// from its schema alone (tests/support/openapi-sampler.ts), as a client generated from the
// document would send, in Maija's session; and bodies the document itself forbids. A valid body
// may be refused for a business reason (a date not allowed today, a state, a missing row), but
// never as invalid input for a field whose rule the document does not state; an invalid one is
// refused with the error envelope; and every answer's status is one the document lists.

type Doc = {
  components: { schemas: Record<string, Schema> };
};
interface QueryParameter {
  in: string;
  name: string;
  description?: string;
  schema: Schema;
}
interface Answer {
  status: number;
  errorKey?: string;
  fields?: Record<string, string>;
}

const app = useTestApp();
let doc: Doc;
let operations: DocumentedOperation[];
let maija: string;

/** Operations that end the session or the account go last, so the others keep a login. */
const ENDS_SESSION = /\/auth\/logout|account-deletion|\/auth\/password|\/account\/username/;

beforeAll(async () => {
  doc = (await (await app.call('/openapi.json')).json()) as Doc;
  operations = (await documentedOperations(app))
    .filter((op) => op.method !== 'GET' && !op.path.startsWith('/dev/'))
    .sort((a, b) => Number(ENDS_SESSION.test(a.path)) - Number(ENDS_SESSION.test(b.path)));
  maija = await sessionCookie(app, 'maija.meikalainen@example.fi');
});

const bodySchema = (op: DocumentedOperation): Schema | undefined =>
  (op.spec as { requestBody?: { content?: Record<string, { schema?: Schema }> } }).requestBody
    ?.content?.['application/json']?.schema;

const listed = (op: DocumentedOperation, status: number) =>
  Object.keys((op.spec as { responses: Record<string, unknown> }).responses).includes(
    String(status),
  );

/** In Maija's session, the body as JSON (a DELETE too, where the document gives it one). */
async function send(op: DocumentedOperation, body: unknown): Promise<Answer> {
  const res = await app.raw(fillPath(op.path), {
    method: op.method,
    headers: { cookie: maija, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const parsed = text ? (JSON.parse(text) as Omit<Answer, 'status'>) : {};
  return { status: res.status, ...parsed };
}

/** Whether the schema of the refused field states a rule in words (one a schema cannot hold). */
function statesRule(root: Schema, field: string): boolean {
  let schema: Schema | undefined = resolve(doc, root);
  for (const part of field.split('.')) {
    const next: Schema | undefined = /^\d+$/.test(part)
      ? schema?.items
      : schema?.properties?.[part];
    schema = next && resolve(doc, next);
  }
  return Boolean(schema?.description) || Boolean(resolve(doc, root).description);
}

describe('the API against its own document (issue 35)', () => {
  it('refuses a body the document forbids with the envelope, on a status it lists', async () => {
    const problems: string[] = [];
    for (const op of operations) {
      const schema = bodySchema(op);
      if (!schema) continue;
      const key = `${op.method} ${op.path}`;
      const s = resolve(doc, schema);
      const valid = sample(doc, schema) as Record<string, unknown>;
      const forbidden: unknown[] = [[], 'teksti'];
      if (s.additionalProperties === false) forbidden.push({ ...valid, tuntematon: 1 });
      const firstRequired = s.required?.[0];
      if (firstRequired) forbidden.push({ ...valid, [firstRequired]: { a: 1 } });
      for (const body of forbidden) {
        const answer = await send(op, body);
        if (answer.status < 400 || answer.status >= 500 || !answer.errorKey) {
          problems.push(`${key}: ${JSON.stringify(body)} answered ${answer.status}`);
        } else if (!listed(op, answer.status)) {
          problems.push(`${key}: ${answer.status} (${answer.errorKey}) is not listed`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists the answer a visitor without a login gets on every operation', async () => {
    const problems: string[] = [];
    for (const op of await documentedOperations(app)) {
      if (op.path.startsWith('/dev/')) continue;
      const res = await sendAs(app, undefined, fillPath(op.path), {
        method: op.method,
        body: bodySchema(op) ? sample(doc, bodySchema(op)!) : undefined,
      });
      if (!listed(op, res.status)) problems.push(`${op.method} ${op.path}: ${res.status}`);
    }
    expect(problems).toEqual([]);
  });

  it('lists the answers of the checks every request passes (query, origin, media type)', async () => {
    const problems: string[] = [];
    for (const op of await documentedOperations(app)) {
      const path = fillPath(op.path);
      const body = bodySchema(op) ? JSON.stringify(sample(doc, bodySchema(op)!)) : undefined;
      const probes: [string, RequestInit & { path?: string }][] = [
        ['a NUL in the query', { path: `${path}?q=%00` }],
        ['an unknown query parameter', { path: `${path}?tuntematon=1` }],
      ];
      if (op.method !== 'GET') {
        probes.push(['a forged Origin', { headers: { origin: 'https://evil.example' } }]);
        if (body) probes.push(['a text body', { headers: { 'content-type': 'text/plain' } }]);
      }
      for (const [label, init] of probes) {
        const res = await app.raw(init.path ?? path, {
          method: op.method,
          headers: {
            cookie: maija,
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(init.headers as Record<string, string>),
          },
          ...(body ? { body } : {}),
        });
        if (!listed(op, res.status)) {
          problems.push(`${op.method} ${op.path}, ${label}: ${res.status}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('takes every query parameter the document names, with a value it allows', async () => {
    const problems: string[] = [];
    let withQuery = 0;
    for (const op of await documentedOperations(app)) {
      const parameters = ((op.spec.parameters ?? []) as QueryParameter[]).filter(
        (p) => p.in === 'query',
      );
      if (parameters.length === 0) continue;
      withQuery += 1;
      const query = new URLSearchParams(
        parameters.map((p) => [p.name, String(sample(doc, p.schema, p.name))]),
      );
      const res = await app.raw(`${fillPath(op.path)}?${query}`, { headers: { cookie: maija } });
      const answer = (await res.json()) as Omit<Answer, 'status'>;
      if (!listed(op, res.status)) problems.push(`${op.method} ${op.path}: ${res.status}`);
      if (res.status === 400 && answer.errorKey === 'validation-failed') {
        const unstated = Object.keys(answer.fields ?? {}).filter(
          (f) => !parameters.find((p) => p.name === f)?.description,
        );
        if (unstated.length > 0)
          problems.push(`${op.method} ${op.path}?${query}: ${unstated.join(', ')}`);
      }
    }
    expect(withQuery).toBeGreaterThanOrEqual(10);
    expect(problems).toEqual([]);
  });

  it('takes a body made from the document, or refuses it for a reason the document states', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const op of operations) {
      const schema = bodySchema(op);
      if (!schema) continue;
      const key = `${op.method} ${op.path}`;
      // The required parts only, then every part the schema allows.
      for (const body of [sample(doc, schema), sample(doc, schema, '', true)]) {
        const answer = await send(op, body);
        sent += 1;
        if (!listed(op, answer.status)) problems.push(`${key}: ${answer.status} is not listed`);
        if (answer.status === 400 && answer.errorKey === 'validation-failed') {
          const unstated = Object.keys(answer.fields ?? {}).filter((f) => !statesRule(schema, f));
          if (unstated.length > 0) {
            problems.push(`${key}: refused ${JSON.stringify(body)} for ${unstated.join(', ')}`);
          }
        } else if (answer.status === 400 && answer.errorKey === 'invalid-json') {
          problems.push(`${key}: refused ${JSON.stringify(body)} as invalid JSON`);
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(110);
    expect(problems).toEqual([]);
  });
});
