import { describe, expect, it } from 'vitest';
import {
  holdsRight,
  rightsCounts,
  rightsLabel,
  rightsNumbers,
  rightsTotal,
} from '~/domain/reading-rights/rights-summary';
import { shareBlockedReason } from '~/domain/reading-rights/rights-texts';

describe('reading rights arithmetic', () => {
  it('an open invitation and a claimed right both hold a right; cancelled and removed do not', () => {
    expect(['INVITED', 'ACTIVE', 'CANCELLED', 'REMOVED'].map(holdsRight)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('the total is the paid reader count when there is one, otherwise the product’s rights', () => {
    expect(rightsTotal(10, 0)).toBe(10);
    expect(rightsTotal(null, 3)).toBe(3);
    expect(rightsTotal(0, 3)).toBe(0);
  });

  it('counts pending, claimed, shared and free from the rows’ statuses', () => {
    expect(rightsNumbers(3, ['ACTIVE', 'INVITED', 'CANCELLED', 'REMOVED'])).toEqual({
      total: 3,
      shared: 2,
      free: 1,
      pending: 1,
      claimed: 1,
    });
    expect(rightsNumbers(3, [])).toEqual({ total: 3, shared: 0, free: 3, pending: 0, claimed: 0 });
  });

  it('free never goes below zero when more are shared than the total (a lowered reader count)', () => {
    expect(rightsCounts(1, 2)).toEqual({ total: 1, shared: 2, free: 0 });
    expect(rightsNumbers(2, ['ACTIVE', 'ACTIVE', 'INVITED']).free).toBe(0);
  });

  it('labels the numbers as the subscription list and details do', () => {
    expect(rightsLabel({ total: 3, shared: 1 })).toBe('2/3 vapaana (1 jaettu)');
    expect(rightsLabel({ total: 10, shared: 4 })).toBe('6/10 vapaana (4 jaettu)');
    expect(rightsLabel({ total: 1, shared: 2 })).toBe('0/1 vapaana (2 jaettu)');
  });

  it('refuses sharing for a suspended subscription and when nothing is free', () => {
    expect(shareBlockedReason({ status: 'SUSPENDED', free: 2 })).toBe(
      'Keskeytetyn tilauksen lukuoikeuksia ei voi jakaa.',
    );
    expect(shareBlockedReason({ status: 'ACTIVE', free: 0 })).toBe(
      'Kaikki tilauksen lukuoikeudet ovat jo käytössä.',
    );
    expect(shareBlockedReason({ status: 'ACTIVE', free: 1 })).toBeNull();
  });
});
