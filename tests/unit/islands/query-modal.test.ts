import { describe, expect, it } from 'vitest';
import { modalTarget } from '~/islands/shared/query-modal';

describe('modalTarget', () => {
  const names = ['tilapainen-osoitteenmuutos', 'vakituinen-osoitteenmuutos'] as const;

  it('gives the asked modal and the subscription number', () => {
    expect(modalTarget('?tilaus=2000001&modal=vakituinen-osoitteenmuutos', names)).toEqual({
      modal: 'vakituinen-osoitteenmuutos',
      number: '2000001',
    });
  });

  it('is null for another modal, no modal, or a malformed number', () => {
    expect(modalTarget('?tilaus=2000001&modal=jakelutilanne', names)).toBeNull();
    expect(modalTarget('?tilaus=2000001', names)).toBeNull();
    expect(modalTarget('?tilaus=abc&modal=tilapainen-osoitteenmuutos', names)).toBeNull();
    expect(modalTarget('?tilaus=123456789&modal=tilapainen-osoitteenmuutos', names)).toBeNull();
  });
});
