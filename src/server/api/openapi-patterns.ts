// JSON Schema's `pattern` is an ECMA-262 regular expression without delimiters or flags, which
// validators compile as Unicode (`\p{L}` needs it). zod-to-openapi writes an expression with
// flags as RegExp#toString without its first slash (`^[\p{L}]+$/u`): a pattern no client can
// match (issue 35 item 1). The document is served through this, so every pattern is plain.

/** The `/flags` a pattern ends with; a slash of the expression itself is always escaped. */
const FLAGS_SUFFIX = /(?<!\\)\/[dgimsuvy]+$/;

/** The document with the flags suffix taken off every `pattern` string, at any depth. */
export function withPlainPatterns<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withPlainPatterns) as T;
  if (node === null || typeof node !== 'object') return node;
  const plain: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    plain[key] =
      key === 'pattern' && typeof value === 'string'
        ? value.replace(FLAGS_SUFFIX, '')
        : withPlainPatterns(value);
  }
  return plain as T;
}
