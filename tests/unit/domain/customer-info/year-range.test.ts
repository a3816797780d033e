import { describe, expect, it } from 'vitest';
import { ANY_FOUR_DIGIT_YEAR, yearOfBirthRange } from '~/domain/customer-info/year-range';

describe('year-of-birth range', () => {
  it('runs from the configured minimum to the current year minus the minimum age', () => {
    expect(yearOfBirthRange(2026, { min: 1900, minAge: 13 })).toEqual({ min: 1900, max: 2013 });
    expect(yearOfBirthRange(2027, { min: 1920, minAge: 18 })).toEqual({ min: 1920, max: 2009 });
    expect(yearOfBirthRange(2026, { min: 1900, minAge: 0 })).toEqual({ min: 1900, max: 2026 });
  });

  it('never ends before it starts', () => {
    expect(yearOfBirthRange(1910, { min: 1900, minAge: 30 })).toEqual({ min: 1900, max: 1900 });
  });

  it('has a four-digit range for the contract before the configuration is known', () => {
    expect(ANY_FOUR_DIGIT_YEAR).toEqual({ min: 1000, max: 9999 });
  });
});
