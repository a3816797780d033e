import { describe, expect, it } from 'vitest';
import { addOnOrderHref } from '~/domain/add-ons/order-link';
import { holdsModule, isPricedModule, orderableModules } from '~/domain/add-ons/orderable';

const module = (id: string, overrides: Partial<Parameters<typeof isPricedModule>[0]> = {}) => ({
  id,
  isModule: true,
  priceCents: 350,
  periodLength: 1,
  periodUnit: 'MONTHS',
  ...overrides,
});

describe('isPricedModule', () => {
  it('needs a module with a price, a period length and a known period unit', () => {
    expect(isPricedModule(module('a'))).toBe(true);
    expect(isPricedModule(module('a', { isModule: false }))).toBe(false);
    expect(isPricedModule(module('a', { priceCents: null }))).toBe(false);
    expect(isPricedModule(module('a', { periodLength: null }))).toBe(false);
    expect(isPricedModule(module('a', { periodUnit: 'FORTNIGHTS' }))).toBe(false);
    expect(isPricedModule(module('a', { periodUnit: null }))).toBe(false);
  });
});

describe('holdsModule', () => {
  const FROM = '2026-11-30';
  const held = (status: string, endDate: string | null = null) =>
    holdsModule({ status, endDate }, FROM);

  it('a running or starting add-on holds its module; a finished one does not', () => {
    expect(held('ACTIVE')).toBe(true);
    expect(held('PENDING')).toBe(true);
    expect(held('SUSPENDED')).toBe(true);
    expect(held('FINISHED')).toBe(false);
    expect(held('FINISHED', '2026-12-31')).toBe(false);
  });

  it('a cancelled add-on holds it until its end date (issue 20 item 2)', () => {
    // Sudoku cancelled to 13.12.2026: a new one from 30.11. would overlap.
    expect(held('CANCELLED', '2026-12-13')).toBe(true);
    expect(held('CANCELLED', FROM)).toBe(true);
    expect(held('CANCELLED', '2026-11-29')).toBe(false);
    expect(held('CANCELLED')).toBe(false);
    expect(held('ACTIVE', '2026-11-29')).toBe(false);
  });
});

describe('orderableModules', () => {
  it('offers the priced modules not already held, in catalogue order', () => {
    const family = [
      module('ristikko'),
      { ...module('paper'), isModule: false },
      module('sudoku'),
      module('unpriced', { priceCents: null }),
    ];
    expect(orderableModules(family, new Set()).map((p) => p.id)).toEqual(['ristikko', 'sudoku']);
    expect(orderableModules(family, new Set(['sudoku'])).map((p) => p.id)).toEqual(['ristikko']);
    expect(orderableModules(family, new Set(['sudoku', 'ristikko']))).toEqual([]);
    expect(orderableModules([], new Set())).toEqual([]);
  });
});

describe('addOnOrderHref', () => {
  it('opens the order view of the add-on with the spec parameters', () => {
    expect(addOnOrderHref('2000001', 'PS-RISTIKKO')).toBe(
      '/tilaukset/lisatilaukset?tilaus=2000001&modal=lisatilaus&tuote=PS-RISTIKKO' +
        '&aid=PS-RISTIKKO&highlightAid=PS-RISTIKKO',
    );
  });

  it('encodes what it is given', () => {
    expect(addOnOrderHref('2000001', 'A&B')).toContain('tuote=A%26B');
  });
});
