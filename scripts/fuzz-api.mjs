// Fuzzes a running portal's API over HTTP with the cases of tests/api/fuzz-bodies.test.ts:
// malformed JSON, odd content types, NUL bytes, huge numbers, arrays for objects, prototype keys
// and unicode oddities to every mutating route of /api/v1/openapi.json, odd path and query values
// to every GET route. Anonymous only (no demo login needed), so it can be pointed at any portal.
// Reports every answer >= 500 and every 4xx without the error envelope; exits 1 if any.
//
//   npm run probe:fuzz -- [--url http://localhost:4321] [--seed 20261123] [--cases 50]
import { PATH_VALUES, QUERY_VALUES, bodyCases, seededRandom } from '../tests/support/fuzz-cases.ts';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const base = new URL('/api/v1', option('url', 'http://localhost:4321')).href;
const seed = Number(option('seed', '20261123'));
const fieldCases = Number(option('cases', '50'));
const origin = new URL(base).origin;

const doc = await fetch(`${base}/openapi.json`).then((r) => r.json());
const random = seededRandom(seed);
const failures = [];
let sent = 0;

async function check(label, res) {
  sent++;
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const envelope = typeof body?.errorKey === 'string' && typeof body?.message === 'string';
  if (res.status >= 500 || (res.status >= 400 && !envelope)) {
    failures.push({ label, status: res.status, body: text.slice(0, 200) });
  }
}

const fill = (template) =>
  template.replace(/\{(\w+)\}/g, (_m, name) =>
    name === 'id' ? '00000000-0000-4000-8000-000000000000' : '2000001',
  );

for (const [fullPath, methods] of Object.entries(doc.paths)) {
  const template = fullPath.replace(/^\/api\/v1/, '');
  for (const [method, op] of Object.entries(methods)) {
    const params = op.parameters ?? [];
    if (method === 'get') {
      for (const value of PATH_VALUES) {
        for (const p of params.filter((x) => x.in === 'path')) {
          const path = template.replace(`{${p.name}}`, value);
          await check(`GET ${path.slice(0, 80)}`, await fetch(base + fill(path)));
        }
      }
      for (const p of params.filter((x) => x.in === 'query')) {
        for (const value of QUERY_VALUES) {
          const path = `${fill(template)}?${p.name}=${value}`;
          await check(`GET ${path.slice(0, 80)}`, await fetch(base + path));
        }
      }
      continue;
    }
    const schema = op.requestBody?.content?.['application/json']?.schema;
    for (const fuzz of bodyCases(schema, random, fieldCases)) {
      const headers = { origin };
      if (fuzz.contentType !== null) headers['content-type'] = fuzz.contentType;
      const res = await fetch(base + fill(template), {
        method: method.toUpperCase(),
        headers,
        body: fuzz.body,
      });
      await check(`${method.toUpperCase()} ${template}: ${fuzz.label}`, res);
    }
  }
}

console.info(`${sent} requests to ${base}, seed ${seed}: ${failures.length} failures`);
for (const f of failures.slice(0, 50)) console.info(`${f.status} ${f.label} ${f.body}`);
process.exit(failures.length > 0 ? 1 : 0);
