import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

// The OpenAPI document is the API's contract for other clients: every operation is named, and
// the security it declares is the security the server enforces.

interface Body {
  content?: Record<string, { schema?: { $ref?: string } }>;
}
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: Body;
  responses: Record<string, Body>;
}
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string }>;
    schemas: Record<string, unknown>;
  };
};

const app = useTestApp({
  seed: false,
  // Staff routes exist only with their token configured.
  env: {
    CANCELLATION_EXPORT_TOKEN: 'staff-export-token',
    PAYMENT_IMPORT_TOKEN: 'import-token',
    COMPANY_REQUEST_STAFF_TOKEN: 'company-request-staff-token',
    STAFF_INBOX_TOKEN: 'staff-inbox-token-0123456789',
  },
});
let doc: Doc;
beforeAll(async () => {
  doc = (await (await app.call('/openapi.json')).json()) as Doc;
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ path, method, op })),
  );

describe('the OpenAPI document', () => {
  it('names every operation once', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.length).toBeGreaterThan(60);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names every JSON body schema as a component, so clients get one type per shape', () => {
    const anonymous: string[] = [];
    for (const { path, method, op } of operations()) {
      const bodies = [['request', op.requestBody], ...Object.entries(op.responses)] as const;
      for (const [status, body] of bodies) {
        const ref = body?.content?.['application/json']?.schema?.$ref;
        if (body?.content?.['application/json'] && !ref) {
          anonymous.push(`${method} ${path} ${status}`);
        }
        if (ref) expect(doc.components.schemas).toHaveProperty(ref.split('/').pop()!);
      }
    }
    expect(anonymous).toEqual([]);
  });

  it('writes every pattern as a plain ECMA-262 expression that accepts what the server does', () => {
    const patterns: string[] = [];
    JSON.stringify(doc, (key, value: unknown) => {
      if (key === 'pattern' && typeof value === 'string') patterns.push(value);
      return value;
    });
    expect(patterns.length).toBeGreaterThan(50);
    // No delimiters or flags (zod-to-openapi wrote '^[\\p{L}]…$/u', issue 35 item 1).
    expect(patterns.filter((p) => /(?<!\\)\/[a-z]+$/.test(p))).toEqual([]);
    for (const p of patterns) expect(() => new RegExp(p, 'u'), p).not.toThrow();
    const field = (schema: string, name: string) =>
      new RegExp(
        (doc.components.schemas[schema] as { properties: Record<string, { pattern: string }> })
          .properties[name]!.pattern,
        'u',
      );
    expect(field('RegistrationInput', 'firstName').test('Maija')).toBe(true);
    expect(field('CustomerInfoPatch', 'lastName').test('Öhman-Åberg')).toBe(true);
    expect(field('KaikkiNotice', 'firstName').test('<b>')).toBe(false);
  });

  it('describes the session cookie and the staff tokens as security schemes', () => {
    expect(doc.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'portaali_session' },
      staffToken: { type: 'http', scheme: 'bearer' },
    });
  });

  it('declares security exactly on the operations that refuse an anonymous caller', async () => {
    const mismatches: string[] = [];
    for (const { path, method, op } of operations()) {
      const url = path.replace(/^\/api\/v1/, '').replace(/\{[^}]+\}/g, '1');
      const res = await app.call(url, {
        method: method.toUpperCase(),
        ...(method === 'get' ? {} : { body: {} }),
      });
      const declared = (op.security ?? []).flatMap((s) => Object.keys(s)).sort();
      const refused = res.status === 401;
      if (refused !== declared.length > 0) {
        mismatches.push(`${method} ${path}: ${res.status}, declares [${declared.join(', ')}]`);
      }
      if (path.includes('/staff/') ? declared[0] !== 'staffToken' : declared[0] === 'staffToken') {
        mismatches.push(`${method} ${path}: staff routes and only they use the staff token`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('answers 405 with Allow for every method a documented path lacks (issue 35 item 3)', async () => {
    const wrong: string[] = [];
    for (const [path, byMethod] of Object.entries(doc.paths)) {
      const documented = Object.keys(byMethod).map((m) => m.toUpperCase());
      const allow = [...documented, ...(documented.includes('GET') ? ['HEAD'] : [])].sort();
      const url = path.replace(/^\/api\/v1/, '').replace(/\{[^}]+\}/g, '1');
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        if (documented.includes(method)) continue;
        const res = await app.call(url, { method, ...(method === 'GET' ? {} : { body: {} }) });
        const body = (await res.json()) as { errorKey?: string };
        if (
          res.status !== 405 ||
          res.headers.get('allow') !== allow.join(', ') ||
          body.errorKey !== 'method-not-allowed'
        ) {
          wrong.push(`${method} ${path}: ${res.status} Allow ${res.headers.get('allow')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a method a concrete path lacks with 405, not with its {id} sibling', async () => {
    const res = await app.call('/subscriptions/2000001/address-changes/permanent', {
      method: 'PUT',
      body: {},
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('checks the login before the input on every operation that needs one (item 4)', async () => {
    const checkedFirst: string[] = [];
    for (const { path, method, op } of operations()) {
      const declared = (op.security ?? []).flatMap((s) => Object.keys(s));
      if (method === 'get' || !['session', 'staffToken'].includes(declared[0] ?? '')) continue;
      const url = path.replace(/^\/api\/v1/, '').replace(/\{[^}]+\}/g, '1');
      // A NUL character is refused as input (400) by the API's first body check.
      const res = await app.raw(url, {
        method: method.toUpperCase(),
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'a\u0000b' }),
      });
      if (res.status !== 401) checkedFirst.push(`${method} ${path}: ${res.status}`);
    }
    expect(checkedFirst).toEqual([]);
  });
});
