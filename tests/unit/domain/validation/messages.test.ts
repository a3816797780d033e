import { describe, expect, it } from 'vitest';
import * as m from '~/domain/validation/messages';

describe('validation messages', () => {
  it('required message follows spec §5', () => {
    expect(m.requiredMessage('Postinumero')).toBe('Postinumero on pakollinen tieto');
  });

  it('string length message is the spec text verbatim', () => {
    expect(m.stringLengthMessage(1, 60)).toBe('String length must be between 1 and 60');
  });

  it('parametrised Finnish messages carry their numbers', () => {
    expect(m.maxLengthMessage(40)).toBe('Kirjoita enintään 40 merkkiä.');
    expect(m.yearOfBirthRangeMessage(1900, 2010)).toBe(
      'Syntymävuoden on oltava väliltä 1900–2010.',
    );
  });

  it('every constant message is a distinct, non-empty Finnish sentence', () => {
    const constants = Object.entries(m).filter(([, v]) => typeof v === 'string') as [
      string,
      string,
    ][];
    expect(constants.length).toBeGreaterThanOrEqual(16);
    for (const [, text] of constants) expect(text).toMatch(/^[A-ZÄÖ].*[.;&)]$/u);
    expect(new Set(constants.map(([, v]) => v)).size).toBe(constants.length);
    expect(m.ZIP_CODE_MESSAGE).toBe('Postinumeron on oltava viisi numeroa.');
  });
});
