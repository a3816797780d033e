// What never goes into a log line: passwords, tokens, cookies, secrets and Finnish personal
// identity codes. pino's path-based redaction knows only the paths it is told; this scrubs every
// key at any depth and identity codes inside any string, so a careless `log.error({ body })` or an
// error message quoting its input still leaks nothing. No imports: src/server/edge/serve.ts loads this
// file with Node's type stripping.

export const REDACTED = '[poistettu]';

/** Key names whose values are secrets or personal identity codes (case-insensitive). */
const SECRET_KEY =
  /passw(or)?d|^pass$|secret|token|cookie|authorization|api[-_]?key|session[-_]?id|identity[-_]?code|hetu|ssn/i;

/** A Finnish personal identity code (henkilötunnus): DDMMYY, century sign, 3 digits, check mark. */
const IDENTITY_CODE = /\b[0-3]\d[01]\d\d\d[-+A-FU-Y]\d{3}[0-9A-Y]\b/g;
/** Credentials in free text: "Bearer abc", "password=abc", "token: abc". */
const INLINE_SECRET =
  /\b(bearer\s+|(?:password|passwd|token|secret|cookie|session)["']?\s*[:=]\s*["']?)[^\s"',;&]+/gi;

export function scrubText(text: string): string {
  return text.replace(IDENTITY_CODE, REDACTED).replace(INLINE_SECRET, `$1${REDACTED}`);
}

function errorFields(err: Error): Record<string, unknown> {
  const fields: Record<string, unknown> = { type: err.name, message: err.message };
  if (err.stack) fields['stack'] = err.stack;
  for (const [key, value] of Object.entries(err)) if (key !== 'name') fields[key] = value;
  if (err.cause !== undefined) fields['cause'] = err.cause;
  return fields;
}

/** A copy of value with secrets replaced by REDACTED; errors become plain objects. */
export function scrub(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (depth > 8 || seen.has(value)) return '[...]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, seen));
  const source = value instanceof Error ? errorFields(value) : (value as Record<string, unknown>);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(source)) {
    copy[key] = SECRET_KEY.test(key) ? REDACTED : scrub(item, depth + 1, seen);
  }
  return copy;
}
