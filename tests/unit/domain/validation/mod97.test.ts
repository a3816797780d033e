import { describe, expect, it } from 'vitest';
import { mod97 } from '~/domain/validation/mod97';

describe('mod97', () => {
  it('reduces long digit strings exactly', () => {
    expect(mod97('97')).toBe(0);
    expect(mod97('98')).toBe(1);
    // 10^20 mod 97: 10^2 ≡ 3, so 10^20 ≡ 3^10 = 59049 = 97 * 608 + 73
    expect(mod97('100000000000000000000')).toBe(73);
  });

  it('maps letters to 10..35 case-insensitively', () => {
    expect(mod97('A')).toBe(10);
    expect(mod97('z')).toBe(35);
    expect(mod97('RF')).toBe(mod97('2715'));
  });

  it('returns NaN for characters outside 0-9 and A-Z', () => {
    expect(mod97('12-3')).toBeNaN();
  });
});
