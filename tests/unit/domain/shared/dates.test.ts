import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  diffInDays,
  formatDate,
  formatDateTime,
  HELSINKI,
  helsinkiToday,
  isIsoDate,
} from '~/domain/shared/dates';

describe('HELSINKI', () => {
  it('names the IANA zone', () => {
    expect(HELSINKI).toBe('Europe/Helsinki');
  });
});

describe('formatDate', () => {
  it('shows calendar dates as d.M.yyyy without leading zeros', () => {
    expect(formatDate('2026-03-05')).toBe('5.3.2026');
    expect(formatDate('2026-12-31')).toBe('31.12.2026');
  });

  it('converts UTC instants to the Helsinki date', () => {
    expect(formatDate('2026-12-31T22:30:00Z')).toBe('1.1.2027');
    expect(formatDate('2026-12-31T21:59:59Z')).toBe('31.12.2026');
    // Summer time: UTC+3, so 21:00Z is already midnight in Helsinki.
    expect(formatDate('2026-06-30T21:00:00.000Z')).toBe('1.7.2026');
    expect(formatDate('2026-06-30T20:59:59+00:00')).toBe('30.6.2026');
  });

  it('honours explicit offsets', () => {
    expect(formatDate('2026-01-01T01:00:00+05:00')).toBe('31.12.2025');
  });

  it('reads a timestamp without offset as Helsinki wall time', () => {
    expect(formatDate('2026-01-01T00:30:00')).toBe('1.1.2026');
    expect(formatDate('2026-01-01T23:59')).toBe('1.1.2026');
  });

  it('converts Date objects in Helsinki', () => {
    expect(formatDate(new Date(Date.UTC(2026, 11, 31, 22, 30)))).toBe('1.1.2027');
  });

  it('shows [missing date] for missing or invalid values', () => {
    expect(formatDate(null)).toBe('[missing date]');
    expect(formatDate(undefined)).toBe('[missing date]');
    expect(formatDate('')).toBe('[missing date]');
    expect(formatDate('not a date')).toBe('[missing date]');
    expect(formatDate('2026-02-30')).toBe('[missing date]');
    expect(formatDate('2026-13-01T10:00:00Z')).toBe('[missing date]');
    expect(formatDate('2026-02-30T10:00:00')).toBe('[missing date]');
    expect(formatDate('31.12.2026')).toBe('[missing date]');
    expect(formatDate(new Date(Number.NaN))).toBe('[missing date]');
  });
});

describe('helsinkiToday', () => {
  it('gives the Helsinki calendar date of an instant', () => {
    expect(helsinkiToday(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
    expect(helsinkiToday(new Date('2026-12-31T21:59:59Z'))).toBe('2026-12-31');
    expect(helsinkiToday(new Date('2026-07-14T09:00:00Z'))).toBe('2026-07-14');
  });

  it('throws on an invalid Date', () => {
    expect(() => helsinkiToday(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('adds and subtracts calendar days across months, years and DST changes', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30'); // spring forward on 29.3.
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26'); // fall back on 25.10.
    expect(addDays('2026-05-05', 0)).toBe('2026-05-05');
  });

  it('throws on invalid input', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-01', 1.5)).toThrow(RangeError);
  });
});

describe('addMonths', () => {
  it('adds months and clamps to the last day of a shorter month', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-06-10', 12)).toBe('2027-06-10');
  });

  it('throws on invalid input', () => {
    expect(() => addMonths('26-01-01', 1)).toThrow(RangeError);
    expect(() => addMonths('2026-01-01', Number.NaN)).toThrow(RangeError);
  });
});

describe('diffInDays', () => {
  it('counts calendar days a - b', () => {
    expect(diffInDays('2026-01-21', '2026-01-01')).toBe(20);
    expect(diffInDays('2026-01-01', '2026-01-21')).toBe(-20);
    expect(diffInDays('2026-05-05', '2026-05-05')).toBe(0);
    expect(diffInDays('2027-01-01', '2026-01-01')).toBe(365);
    expect(diffInDays('2026-03-30', '2026-03-28')).toBe(2); // across DST start
  });

  it('throws on invalid input', () => {
    expect(() => diffInDays('2026-01-01', 'yesterday')).toThrow(RangeError);
  });
});

describe('isIsoDate', () => {
  it('accepts real yyyy-MM-dd dates', () => {
    expect(isIsoDate('2026-01-01')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-12-31')).toBe(true);
  });

  it('rejects impossible dates and other shapes', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2100-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-00-10')).toBe(false);
    expect(isIsoDate('2026-13-10')).toBe(false);
    expect(isIsoDate('2026-01-00')).toBe(false);
    expect(isIsoDate('2026-1-1')).toBe(false);
    expect(isIsoDate(' 2026-01-01')).toBe(false);
    expect(isIsoDate('2026-01-01T00:00:00Z')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('formatDateTime', () => {
  it('shows an instant as d.M.yyyy klo H.mm in Helsinki time', () => {
    expect(formatDateTime(new Date('2026-11-23T16:05:00Z'))).toBe('23.11.2026 klo 18.05');
    // Summer time: UTC+3.
    expect(formatDateTime(new Date('2026-06-30T21:30:00Z'))).toBe('1.7.2026 klo 0.30');
  });
});
