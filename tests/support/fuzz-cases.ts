// Fuzz inputs for tests/api/fuzz-bodies.test.ts: bodies built from a route's OpenAPI request
// schema, then broken in every way a client (or an attacker) could break them. Deterministic
// given the PRNG, so a failure reproduces with the same seed.

/** A small seeded PRNG (mulberry32): the same seed gives the same cases. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzBody {
  label: string;
  /** The bytes sent; a string is sent as UTF-8. */
  body: string | Uint8Array;
  contentType: string | null;
}

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
};

/** Values the demo data knows, so that a mutated field is often the only thing wrong. */
const GOOD: Record<string, unknown> = {
  subscriptionNumber: '2000001',
  customerNumber: '10000001',
  zipCode: '00100',
  startDate: '2026-12-07',
  endDate: '2026-12-20',
  streetAddress: 'Mannerheimintie 10 A 5',
  postOffice: 'HELSINKI',
  email: 'maija.meikalainen@example.fi',
  // Never a real account: fuzzing the login must not lock out the session the test uses.
  username: 'fuzz.tuntematon@example.fi',
  firstName: 'Maija',
  lastName: 'Meikäläinen',
  nameForAddress: 'Maija Meikäläinen',
  returnTo: '/laskut',
  message: 'Hei, tässä viesti.',
  reasonText: 'Syy',
  otherReason: 'Muu syy',
  dates: ['2026-11-20'],
  csv: 'x',
  token: 'a'.repeat(32),
  weeks: 2,
  periodLength: 12,
};

/** A body that fits the schema as far as the schema alone tells. */
export function sampleOf(schema: Schema | undefined, name = ''): unknown {
  if (name in GOOD) return GOOD[name];
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.[0]) return sampleOf(alternatives[0], name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {}))
        out[key] = sampleOf(sub, key);
      return out;
    }
    case 'array':
      return [sampleOf(schema.items)];
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return 1;
    case 'null':
      return null;
    default:
      if (schema.format === 'date') return '2026-12-07';
      if (schema.format === 'email') return 'maija.meikalainen@example.fi';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'Testi';
  }
}

/** Marks a value that must go into the JSON text as written (not valid as a JS value). */
const raw = (text: string) => ({ __raw: text });
const isRaw = (v: unknown): v is { __raw: string } =>
  typeof v === 'object' && v !== null && '__raw' in v;

/** JSON text with raw marks replaced by their text (1e400, duplicate or __proto__ keys). */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_k, v: unknown) => {
    if (isRaw(v)) {
      raws.push(v.__raw);
      return `@@RAW${raws.length - 1}@@`;
    }
    return v;
  });
  return text.replace(/"@@RAW(\d+)@@"/g, (_m, i: string) => raws[Number(i)] ?? '');
}

/** The value with every string in it passed through f. */
function mapStrings(value: unknown, f: (s: string) => string): unknown {
  if (typeof value === 'string') return f(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)]));
  }
  return value;
}

/** Values put in place of one field. */
export const FIELD_VALUES: [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['false', false],
  ['zero', 0],
  ['negative', -1],
  ['fraction', 1.5],
  ['max double', 1.7976931348623157e308],
  ['min double', -1.7976931348623157e308],
  ['beyond double', raw('1e400')],
  ['beyond safe integer', 2 ** 53 + 1],
  ['beyond int4', 2_147_483_648],
  ['beyond int8', raw('99999999999999999999999')],
  ['empty string', ''],
  ['blank string', '   '],
  ['long string', 'a'.repeat(20_000)],
  ['NUL', '\u0000'],
  ['NUL inside', 'abc\u0000def'],
  ['NUL in date', '2026-12-07\u0000'],
  ['NUL in number', '2000001\u0000'],
  ['C0 controls', '\u0001\u0002\u001f\u007f'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate', 'x\udc00y'],
  ['RTL override', '\u202egnp.exe'],
  ['zero-width', '\u200b\u200d\ufeff'],
  ['emoji', '😀'.repeat(30)],
  ['combining marks', 'e\u0301\u0301\u0301'],
  ['replacement char', '\ufffd'],
  ['non-characters', '\uffff\ufffe'],
  ['html', '<script>alert(1)</script>'],
  ['sql', "' OR 1=1 --"],
  ['path', '../../etc/passwd'],
  ['percent NUL', '%00'],
  ['impossible date', '2026-02-30'],
  ['far date', '9999-12-31'],
  ['zero date', '0000-00-00'],
  ['negative year', '-0001-01-01'],
  ['date and time', '2026-12-07T00:00:00Z'],
  ['empty array', []],
  ['empty object', {}],
  ['array of good', ['2000001']],
  ['nested arrays', [[[[[]]]]]],
  ['object with proto', raw('{"__proto__":{"polluted":true}}')],
  ['object with constructor', { constructor: { prototype: { polluted: true } } }],
  ['number as string', '1'],
  ['huge number string', '9'.repeat(400)],
];

/** Whole bodies that are not JSON, or not the JSON a route takes. */
export const MALFORMED: [string, string | Uint8Array][] = [
  ['empty', ''],
  ['space', ' '],
  ['open brace', '{'],
  ['close brace', '}'],
  ['open bracket', '['],
  ['unterminated key', '{"a":'],
  ['trailing comma', '{"a":1,}'],
  ['single quotes', "{'a':1}"],
  ['truncated literal', 'nul'],
  ['NaN', 'NaN'],
  ['undefined', 'undefined'],
  ['extra brace', '{"a":1}}'],
  ['bad escape', '{"a":"\\u00zz"}'],
  ['raw NUL', '\u0000'],
  ['raw NUL in string', '{"a":"x\u0000y"}'],
  ['raw control in string', '{"a":"x\ny"}'],
  ['BOM and object', '\ufeff{}'],
  ['deep arrays', '['.repeat(20_000) + ']'.repeat(20_000)],
  ['deep objects', '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000)],
  ['unclosed deep', '['.repeat(50_000)],
  ['infinite number', '1e400'],
  ['hex number', '0x10'],
  ['leading zero', '{"a":01}'],
  ['lone surrogate raw', '{"a":"\ud800"}'],
  ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ['UTF-16 LE object', new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00])],
  ['null', 'null'],
  ['true', 'true'],
  ['zero', '0'],
  ['string', '"teksti"'],
  ['empty array', '[]'],
  ['array of object', '[{}]'],
  ['comment', '/* x */ {}'],
  ['two documents', '{} {}'],
  ['form encoded', 'a=1&b=2'],
  ['proto only', '{"__proto__":{"isAdmin":true}}'],
  ['constructor only', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['escaped NUL key', '{"\\u0000":1}'],
];

export const CONTENT_TYPES: string[] = [
  'application/json-patch+json',
  'application/merge-patch+json',
  'application/vnd.api+json',
  'application/jsonx',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json; charset="utf-8"',
  'application/json;;',
  'application/json; charset',
  'application/JSON',
  'application/json, text/plain',
  'text/plain',
  'text/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  '*/*',
  '',
];

/**
 * The cases for one route: every malformed body and content type, then `fieldCases` picks of
 * field mutations and whole-body mutations (arrays for objects, prototype keys, missing fields).
 */
export function bodyCases(
  schema: Schema | undefined,
  random: () => number,
  fieldCases: number,
): FuzzBody[] {
  const base = sampleOf(schema);
  const baseText = toJsonText(base);
  const cases: FuzzBody[] = [];
  for (const [label, body] of MALFORMED) {
    cases.push({ label: `malformed: ${label}`, body, contentType: 'application/json' });
  }
  for (const type of CONTENT_TYPES) {
    cases.push({ label: `content type '${type}'`, body: baseText, contentType: type || null });
  }
  const object = typeof base === 'object' && base !== null && !Array.isArray(base);
  const keys = object ? Object.keys(base) : [];
  const whole: [string, unknown][] = [
    ['array for object', [base]],
    ['empty array for object', []],
    ['string for object', baseText],
    ['with __proto__ key', raw(baseText.replace(/^\{/, '{"__proto__":{"polluted":true},'))],
    ['with constructor key', object ? { ...base, constructor: { prototype: { x: 1 } } } : base],
    ['with prototype key', object ? { ...base, prototype: 1 } : base],
    ['with unknown key', object ? { ...base, zzz: 1 } : base],
    ['duplicate keys', raw(baseText.replace(/^\{/, '{"subscriptionNumber":"\\u0000",'))],
    ['every string NUL', mapStrings(base, (v) => `${v}\u0000`)],
  ];
  for (const key of keys) {
    const rest = { ...(base as Record<string, unknown>) };
    delete rest[key];
    whole.push([`without ${key}`, rest]);
  }
  for (let i = 0; i < fieldCases; i++) {
    if (keys.length === 0 || random() < 0.15) {
      const [label, value] = whole[Math.floor(random() * whole.length)] ?? whole[0]!;
      cases.push({ label, body: toJsonText(value), contentType: 'application/json' });
      continue;
    }
    const key = keys[Math.floor(random() * keys.length)]!;
    const [label, value] = FIELD_VALUES[Math.floor(random() * FIELD_VALUES.length)]!;
    const body = toJsonText({ ...(base as Record<string, unknown>), [key]: value });
    cases.push({ label: `${key} = ${label}`, body, contentType: 'application/json' });
  }
  return cases;
}

/** Path parameter values tried on every GET route with parameters. */
export const PATH_VALUES: string[] = [
  '%00',
  '2000001%00',
  'abc',
  '-1',
  '0',
  '99999999999999999999999',
  '%E0%A4%A',
  '%ff%fe',
  '..%2F..%2Fetc%2Fpasswd',
  '%27%20OR%201%3D1',
  'a'.repeat(3_000),
  '%F0%9F%98%80',
  '%20',
  '%u0000',
  '1e400',
  '00000000-0000-0000-0000-000000000000',
];

/** Query values tried for every query parameter a GET route declares. */
export const QUERY_VALUES: string[] = [
  '',
  '%00',
  'a%00b',
  '2000001%00',
  'x'.repeat(5_000),
  '%E0%A4%A',
  '%ff',
  '[]',
  'null',
  '-1',
  '1e400',
  '99999999999999999999999',
  '9999-12-31',
  '%F0%9F%98%80',
  '%3Cscript%3E',
];
