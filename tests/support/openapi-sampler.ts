import fc from 'fast-check';

// Valid request bodies made from the published API document alone (issue 35's conformance
// suite): what a client generated from /api/v1/openapi.json would send. Realistic Finnish values
// where a field's constraints allow them, so a refusal says something about the document, not
// about the sampler's taste; every constraint the document states is met.

export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  minProperties?: number;
  if?: Schema;
  then?: Schema;
  else?: Schema;
  not?: Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  description?: string;
};

/** Values people type, tried in order: the first one the field's constraints allow is used. */
const BY_NAME: Record<string, string[]> = {
  firstName: ['Maija'],
  lastName: ['Meikäläinen'],
  name: ['Esimerkki Oy', 'Maija Meikäläinen'],
  streetAddress: ['Rantatie 4 B 2'],
  zipCode: ['00100'],
  postOffice: ['Helsinki'],
  phone: ['0401234567'],
  message: ['Hei, lehti ei tullut tänään.'],
  password: ['Salasana-2026-x'],
  newPassword: ['Uusi-salasana-2027'],
  currentPassword: ['Salasana-2026-x'],
  businessId: ['1572860-0'],
  yearOfBirth: ['1980'],
  returnTo: ['/tili'],
  customerNumber: ['12345678'],
};

const GENERAL = [
  'maija.meikalainen@example.fi',
  'https://example.fi/paluu',
  '2026-12-01',
  '2000001',
  'Maija',
  'Esimerkkitie 1',
  '00100',
  '0401234567',
  'Hei',
];

/** The schema behind a `$ref` of the document's components. */
export function resolve(doc: { components: { schemas: Record<string, Schema> } }, s: Schema) {
  let schema = s;
  while (schema.$ref) schema = doc.components.schemas[schema.$ref.split('/').pop()!]!;
  return schema;
}

function fits(value: string, s: Schema): boolean {
  if (s.enum && !s.enum.includes(value)) return false;
  if (s.minLength !== undefined && [...value].length < s.minLength) return false;
  if (s.maxLength !== undefined && [...value].length > s.maxLength) return false;
  if (s.pattern && !new RegExp(s.pattern, 'u').test(value)) return false;
  if (s.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  if (s.format === 'email' && !value.includes('@')) return false;
  if (s.format === 'uuid' && !/^[0-9a-f-]{36}$/.test(value)) return false;
  if (s.format === 'uri' && !/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return false;
  return true;
}

/**
 * One valid value of the schema, or a thrown error naming the field the sampler cannot satisfy
 * (a pattern no catalogue value matches: add one above).
 */
export function sample(
  doc: { components: { schemas: Record<string, Schema> } },
  schema: Schema,
  name = '',
  full = false,
): unknown {
  const s = resolve(doc, schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum.find((v) => v !== '') ?? s.enum[0];
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    // A real value before an empty string ('' | e-mail address): the richer branch.
    const ordered = [...branches].sort(
      (a, b) => Number(isEmptyOnly(resolve(doc, a))) - Number(isEmptyOnly(resolve(doc, b))),
    );
    return sample(doc, ordered[0]!, name, full);
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object' || s.properties) return sampleObject(doc, s, full);
  if (type === 'array') {
    const count = Math.max(1, s.minItems ?? 1);
    return Array.from({ length: count }, (_, i) => {
      const item = sample(doc, s.items ?? {}, name, full);
      // Distinct dates for a list of days.
      return typeof item === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(item)
        ? `2026-12-${String(1 + i).padStart(2, '0')}`
        : item;
    });
  }
  if (type === 'integer' || type === 'number') {
    if (s.default !== undefined) return s.default;
    return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
  }
  if (type === 'boolean') return s.default ?? false;
  if (type === 'string' || s.pattern || s.minLength !== undefined) {
    if (typeof s.default === 'string' && fits(s.default, s)) return s.default;
    if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
    const found = [...(BY_NAME[name] ?? []), ...GENERAL].find((v) => fits(v, s));
    if (found !== undefined) return found;
    const filler = 'a'.repeat(Math.max(1, s.minLength ?? 1));
    if (fits(filler, s)) return filler;
    // Any string of the pattern (fast-check, fixed seed), when no value above fits.
    if (s.pattern) {
      const [made] = fc
        .sample(fc.stringMatching(new RegExp(s.pattern, 'u')), { seed: 35, numRuns: 30 })
        .filter((v) => fits(v, s));
      if (made !== undefined) return made;
    }
    throw new Error(`no sample value for "${name}" (${JSON.stringify(s)})`);
  }
  return null;
}

const isEmptyOnly = (s: Schema) => Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === '';

/** The required properties, or with `full` every property the object allows. */
function sampleObject(
  doc: { components: { schemas: Record<string, Schema> } },
  s: Schema,
  full: boolean,
): Record<string, unknown> {
  const properties = s.properties ?? {};
  const required = new Set(s.required ?? []);
  if (full) for (const key of Object.keys(properties)) required.add(key);
  if (required.size === 0 && (s.minProperties ?? 0) > 0) {
    required.add(Object.keys(properties)[0]!);
  }
  const body: Record<string, unknown> = {};
  for (const key of required) body[key] = sample(doc, properties[key] ?? {}, key, full);
  // if/then (also inside allOf): the sampled values decide which branch's requirements hold.
  for (const rule of [s, ...(s.allOf ?? [])]) {
    if (!rule.if) continue;
    const branch = matchesConst(rule.if, body) ? rule.then : rule.else;
    // A part the branch does not allow (`not: required`) is left out of a full body.
    const not = branch?.not;
    for (const forbidden of [not, ...(not?.anyOf ?? [])]) {
      for (const key of forbidden?.required ?? []) delete body[key];
    }
    for (const key of branch?.required ?? []) {
      if (!(key in body)) {
        body[key] = sample(doc, { ...properties[key], ...branch?.properties?.[key] }, key);
      }
    }
  }
  return body;
}

/** Whether the body meets an `if` made of `const` properties (the only kind the document has). */
function matchesConst(cond: Schema, body: Record<string, unknown>): boolean {
  return Object.entries(cond.properties ?? {}).every(
    ([key, p]) => p.const === undefined || body[key] === p.const,
  );
}
