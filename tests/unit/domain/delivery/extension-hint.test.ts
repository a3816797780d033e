import { describe, expect, it } from 'vitest';
import { extensionHint } from '~/domain/delivery/labels';

describe('extensionHint', () => {
  it('tells the period end now and after one more issue, in Finnish dates', () => {
    expect(extensionHint('2026-12-11', '2026-12-16')).toBe(
      'Tilausjaksosi pitenee yhdellä numerolla. Nyt jakso päättyy 11.12.2026, pidennyksen jälkeen 16.12.2026. Jos ilmoitat useamman päivän, jokainen hyväksytty päivä pidentää jaksoa yhdellä numerolla.',
    );
  });
});
