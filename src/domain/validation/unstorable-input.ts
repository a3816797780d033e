// A parsed JSON body or query that no schema should ever see: PostgreSQL refuses the NUL
// character (\u0000) in text, so a NUL anywhere would turn a bad request into a server error, and
// nesting deeper than any of our inputs only costs stack. Pure; the API's JSON reader calls it.

/** Deeper than any input of the API (the deepest is an object in an object in an array). */
export const MAX_INPUT_DEPTH = 16;

export const NUL_MESSAGE = 'Kentässä on merkki, jota ei voi tallentaa (NUL).';
export const TOO_DEEP_MESSAGE = 'Pyynnön rakenne on liian syvä.';

export type InputProblem =
  | { kind: 'nul'; /** Dotted path of the field ('_' for the body itself). */ path: string }
  | { kind: 'too-deep' };

/**
 * The first problem in a parsed JSON value: a NUL in a string or a key, or nesting deeper than
 * MAX_INPUT_DEPTH. Iterative, so a hostile depth cannot overflow the stack here.
 */
export function findUnstorableInput(value: unknown): InputProblem | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { kind: 'nul', path: pathName(path) };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (path.length >= MAX_INPUT_DEPTH) return { kind: 'too-deep' };
    for (const [key, child] of Object.entries(current)) {
      const childPath = [...path, key];
      if (key.includes('\u0000')) return { kind: 'nul', path: pathName(childPath) };
      stack.push({ value: child, path: childPath });
    }
  }
  return null;
}

const pathName = (path: string[]): string =>
  path.length === 0 ? '_' : path.join('.').replace(/\u0000/g, '\\u0000');
