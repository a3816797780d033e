import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, findUnstorableInput } from '~/domain/validation/unstorable-input';

describe('findUnstorableInput', () => {
  it('passes ordinary JSON values', () => {
    expect(findUnstorableInput({ a: 'Äö 😀', b: [1, null, true, { c: '' }] })).toBeNull();
    expect(findUnstorableInput('teksti')).toBeNull();
    expect(findUnstorableInput(null)).toBeNull();
  });

  it('names the field that holds a NUL, in a value or in a key', () => {
    expect(findUnstorableInput({ a: 'x', b: 'y\u0000' })).toEqual({ kind: 'nul', path: 'b' });
    expect(findUnstorableInput({ a: [{ b: '\u0000' }] })).toEqual({ kind: 'nul', path: 'a.0.b' });
    expect(findUnstorableInput({ 'k\u0000': 1 })).toEqual({ kind: 'nul', path: 'k\\u0000' });
    expect(findUnstorableInput('\u0000')).toEqual({ kind: 'nul', path: '_' });
  });

  it('refuses nesting deeper than any input, without recursion', () => {
    const deep = (n: number): unknown => {
      let v: unknown = 1;
      for (let i = 0; i < n; i++) v = [v];
      return v;
    };
    expect(findUnstorableInput(deep(MAX_INPUT_DEPTH))).toBeNull();
    expect(findUnstorableInput(deep(MAX_INPUT_DEPTH + 1))).toEqual({ kind: 'too-deep' });
    expect(findUnstorableInput(deep(100_000))).toEqual({ kind: 'too-deep' });
  });
});
