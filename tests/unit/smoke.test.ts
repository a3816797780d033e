import { describe, expect, it } from 'vitest';
describe('smoke', () => {
  it('adds', () => {
    expect(1 + 1).toBe(2);
  });
});
