import { describe, expect, it } from 'vitest';
import { familyInitials } from '~/domain/subscriptions/family-mark';

describe('familyInitials', () => {
  it('takes the first letter of each word, skipping "&"', () => {
    expect(familyInitials('Päivän Sanomat')).toBe('PS');
    expect(familyInitials('Koti & Puutarha')).toBe('KP');
    expect(familyInitials('Hämeen Viesti')).toBe('HV');
  });

  it('keeps Finnish letters, capitalised, and at most three', () => {
    expect(familyInitials('ääni ja öljy')).toBe('ÄJÖ');
    expect(familyInitials('Yksi Kaksi Kolme Neljä')).toBe('YKK');
  });

  it('is empty for a name without letters', () => {
    expect(familyInitials('&')).toBe('');
  });
});
