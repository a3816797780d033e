import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, isErrorKey } from '~/domain/errors/error-messages';
import { SPEC_ERROR_KEYS } from './spec-error-keys';

// HttpError accepts only an ErrorKey, so tsc refuses a key without a message. This test closes
// what types cannot see: a key written as a bare string where the type is wider, and the spec's
// §8 keys that no route sends yet.

const ROOT = join(import.meta.dirname, '../../../..');

/** §8 keys no route sends yet, with the issue that brings them (or why none does). Remove a key once it is sent. */
const NOT_YET_SENT: Record<string, string> = {
  // No issue plans it yet: the spec names the key only (a "forgotten username" look-up).
  'usernames-retrieval-failure': 'not planned: no issue or screen of the spec sends it',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(ROOT, dir, file));
}

// Where a key is written as a string: the key argument of HttpError (and of its subclasses'
// super call), an errorKey property or comparison, a suspension rule's problem(status, key).
const KEY_PATTERNS = [
  /new HttpError\(\s*[\w.]+,\s*'([^']+)'/g,
  /super\(\s*\d+,\s*'([^']+)'/g,
  /(?<!typeof )\berrorKey\s*(?:===|!==|:)\s*'([^']+)'/g,
  /\bproblem\(\s*\d+,\s*'([^']+)'/g,
];

function keysWritten(files: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of KEY_PATTERNS) {
      for (const match of text.matchAll(pattern)) found.set(match[1]!, relative(ROOT, file));
    }
  }
  return found;
}

const serverFiles = [...sourceFiles('src/server'), ...sourceFiles('src/domain')].filter(
  (file) => !file.includes(join('src', 'domain', 'errors')),
);

describe('error keys', () => {
  it('finds the keys it scans for (the patterns still match the code)', () => {
    const keys = keysWritten(serverFiles);
    expect(keys.get('validation-failed')).toBeDefined();
    expect(keys.get('start-date-in-past')).toBeDefined();
    expect(keys.size).toBeGreaterThan(40);
  });

  it('has a message for every key the server and the domain write as a string', () => {
    const unknown = [...keysWritten(serverFiles)].filter(([key]) => !isErrorKey(key));
    expect(unknown).toEqual([]);
  });

  it('has a message for every key the islands compare errors with', () => {
    const unknown = [...keysWritten(sourceFiles('src/islands'))].filter(
      ([key]) => !isErrorKey(key),
    );
    expect(unknown).toEqual([]);
  });

  it.each(SPEC_ERROR_KEYS)('has the §8 key %s in the catalogue', (key) => {
    expect(isErrorKey(key)).toBe(true);
  });

  it('sends every §8 key, or names the issue that will', () => {
    const written = serverFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
    const sent = (key: string) => written.includes(`'${key}'`);
    const missing = SPEC_ERROR_KEYS.filter((key) => !sent(key) && !(key in NOT_YET_SENT));
    expect(missing).toEqual([]);
    // A key listed as not yet sent that a route now sends: take it off the list.
    expect(Object.keys(NOT_YET_SENT).filter(sent)).toEqual([]);
    expect(Object.keys(NOT_YET_SENT).filter((key) => !isErrorKey(key))).toEqual([]);
  });

  it('keeps the catalogue free of keys nobody sends or plans to', () => {
    const written = [...serverFiles, ...sourceFiles('src/islands')]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(ERROR_MESSAGES).filter(
      (key) => !written.includes(`'${key}'`) && !(key in NOT_YET_SENT) && key !== 'UNKNOWN_ERROR',
    );
    expect(unused).toEqual([]);
  });
});
