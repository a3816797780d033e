import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseDigest } from '../support/database-digest';
import {
  type DocumentedOperation,
  documentedOperations,
  fillPath,
} from '../support/api-operations';
import { sendAs, sessionCookie } from '../support/session-cookie';
import { useTestApp } from '../support/test-app';
import { VALID_BODIES } from '../support/valid-bodies';

// Issue 19 item 2: property-based fuzzing of every mutating route with fast-check, on a fixed
// seed. Bodies start from one that passes the route's schema (tests/support/valid-bodies.ts) and
// are bent: a field replaced by anything, removed, or joined by an unknown one; or they are
// anything at all. Sent in Maija's session from our origin, as her browser would. Properties:
// no answer is 5xx, a 4xx carries the error envelope, and a refused request leaves every table
// exactly as it was (an md5 digest of each table before and after).
// FUZZ_RUNS payloads per route (CI: 8; `npm run bench:fuzz` sends thousands), FUZZ_SEED varies.

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** About 70 routes, each payload a request and two table digests (~25 ms), with room to spare. */
const TIMEOUT_MS = 60_000 + RUNS * 6_000;

/** A JSON value of any shape, with the strings and numbers that break naive code. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom('', ' ', '\u0000', '9'.repeat(400), '2026-02-30', '-1', 'NaN', '__proto__'),
  fc.constantFrom(1e308, -1, 0, 2 ** 53 + 1, 0.5),
  fc.constantFrom(null, true, [], {}),
);

/** Bodies for one route: its valid body bent in one place, or anything at all. */
function bodies(valid: unknown): fc.Arbitrary<unknown> {
  const record =
    valid !== null && typeof valid === 'object' && !Array.isArray(valid)
      ? (valid as Record<string, unknown>)
      : {};
  const keys = Object.keys(record);
  const bent: fc.Arbitrary<unknown>[] = [
    fc.record({ key: fc.string({ maxLength: 20 }), value: anyJson }).map(({ key, value }) => ({
      ...record,
      [key]: value,
    })),
  ];
  if (keys.length > 0) {
    const key = fc.constantFrom(...keys);
    bent.push(
      fc.record({ key, value: anyJson }).map(({ key, value }) => ({ ...record, [key]: value })),
      key.map((k) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== k))),
    );
  }
  return fc.oneof(...bent, anyJson);
}

const app = useTestApp();
let operations: DocumentedOperation[];
let maija: string;

beforeAll(async () => {
  operations = (await documentedOperations(app)).filter(
    (op) => MUTATING.has(op.method) && !op.path.startsWith('/dev/'),
  );
  maija = await sessionCookie(app, 'maija.meikalainen@example.fi');
});

describe(`fast-check fuzzing of every mutating route (seed ${SEED}, ${RUNS} runs each)`, () => {
  it(
    'answers no payload 5xx, every refusal with the error envelope, and a refusal changes nothing',
    async () => {
      expect(operations.length).toBeGreaterThanOrEqual(60);
      const failures: string[] = [];
      let sent = 0;
      let refused = 0;
      let digest = await databaseDigest(app.db);
      for (const op of operations) {
        const key = `${op.method} ${op.path}`;
        await fc.assert(
          fc.asyncProperty(bodies(VALID_BODIES[key]), async (body) => {
            const res = await sendAs(app, maija, fillPath(op.path), { method: op.method, body });
            const text = await res.text();
            sent += 1;
            const after = await databaseDigest(app.db);
            if (res.status >= 500) {
              failures.push(`${key} ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
            } else if (res.status >= 400) {
              refused += 1;
              const envelope = JSON.parse(text) as { errorKey?: unknown; message?: unknown };
              if (typeof envelope.errorKey !== 'string' || typeof envelope.message !== 'string') {
                failures.push(`${key} ${res.status} without the envelope: ${text.slice(0, 200)}`);
              }
              const changed = Object.keys(after).filter((table) => after[table] !== digest[table]);
              if (changed.length > 0) {
                failures.push(`${key} ${res.status} changed ${changed.join(', ')}`);
              }
            }
            // A success may change the data: later refusals are compared with the new state.
            digest = after;
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
      }
      console.info(`fuzz: ${sent} payloads to ${operations.length} routes, ${refused} refused`);
      expect(failures).toEqual([]);
      expect(sent).toBe(operations.length * RUNS);
      // The bodies are bent enough that most are refused, and a few pass to the route's rules.
      expect(refused).toBeGreaterThan(sent / 2);
    },
    TIMEOUT_MS,
  );
});
