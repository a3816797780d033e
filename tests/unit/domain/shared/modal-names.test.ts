import { describe, expect, it } from 'vitest';
import * as names from '~/domain/shared/modal-names';

// Spec §2 Modals: the names a page's address opens, exactly as the spec writes them.
const SPEC_MODALS =
  'erapaiva, vaihda-laskutusvalia, tilapainen-jakelunkeskeytys, jaa-lukuoikeus, ' +
  'jaa-lukuoikeus-v2, jakelutilanne, lisatilaus, tilapainen-osoitteenmuutos, ' +
  'vakituinen-osoitteenmuutos, yritystilaus-kasittelypyynto, lukijoita, lukijoita-v2, ' +
  'paivitys-vaatii-toimenpidetta, lisaa-maksukortti';

describe('the modal names', () => {
  const all = Object.values(names);

  it('hold every modal of the spec', () => {
    for (const name of SPEC_MODALS.split(', ')) expect(all).toContain(name);
  });

  it('name each dialog once', () => {
    expect(new Set(all).size).toBe(all.length);
  });
});
