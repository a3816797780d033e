import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { expect, it } from 'vitest';
import { documentedOperations } from '../support/api-operations';
import { useTestApp } from '../support/test-app';

// Issue 32 item 3: the islands' API paths are typed from the routes the server documents, so a
// route that changes breaks the compile of the island that calls it. The types live in a file
// generated from the document the app serves; this test fails when the file is out of date.
// After changing a route: UPDATE_API_ROUTES=1 npx vitest run tests/api/api-route-types.test.ts

const FILE = fileURLToPath(
  new URL('../../src/islands/shared/api-routes.generated.ts', import.meta.url),
);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

// A subscription or invoice number is digits (the schemas refuse anything else): `${number}`
// cannot swallow the rest of a path, so `subscriptions/${number}` (the details) does not accept
// `subscriptions/1/no-such-thing`. Other parameters may be any string.
const NUMBERS = new Set(['subscriptionNumber', 'invoiceNumber']);

/** '/subscriptions/{subscriptionNumber}/card' as the islands write it: `subscriptions/${number}/card`. */
const asTemplate = (path: string) =>
  `\`${path
    .replace(/^\//, '')
    .replace(/\{(\w+)\}/g, (_, name: string) =>
      NUMBERS.has(name) ? '${number}' : '${string}',
    )}\``;

const app = useTestApp();

it('the islands’ route types are those of the API document', async () => {
  const operations = await documentedOperations(app);
  const byMethod = METHODS.map((method) => {
    const templates = [
      ...new Set(
        operations
          .filter((op) => op.method === method.toUpperCase())
          .map((op) => asTemplate(op.path)),
      ),
    ].sort();
    return `  ${method}:\n${templates.map((t) => `    | ${t}`).join('\n')};`;
  });
  const generated = [
    '// Generated from the API document (/api/v1/openapi.json) by tests/api/api-route-types.test.ts.',
    '// Do not edit: after changing a route, run',
    '// UPDATE_API_ROUTES=1 npx vitest run tests/api/api-route-types.test.ts',
    '',
    '/** The path of every route under /api/v1, by method; a {parameter} is any string. */',
    'export interface ApiRoutes {',
    ...byMethod,
    '}',
    '',
  ].join('\n');
  // As the repository formats it, so that `prettier --check` passes the generated file.
  const text = await format(generated, { ...(await resolveConfig(FILE)), filepath: FILE });
  if (process.env.UPDATE_API_ROUTES) writeFileSync(FILE, text);
  expect(readFileSync(FILE, 'utf8')).toBe(text);
});
