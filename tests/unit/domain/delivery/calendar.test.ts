import { describe, expect, it } from 'vitest';
import {
  type PublicationCalendar,
  addWorkingDays,
  endAfterExtraIssues,
  isPublicationDay,
  isWorkingDay,
  nextPublicationDay,
  publicationDaysBetween,
} from '~/domain/delivery/calendar';

// Finnish public and bank holidays around Christmas 2026 and Midsummer 2026 (src/server/calendar
// takes them from date-holidays; here they are data).
const HOLIDAYS = new Set([
  '2026-06-19', // juhannusaatto (Fri)
  '2026-06-20', // juhannuspäivä (Sat)
  '2026-12-06', // itsenäisyyspäivä (Sun)
  '2026-12-24', // jouluaatto (Thu)
  '2026-12-25', // joulupäivä (Fri)
  '2026-12-26', // tapaninpäivä (Sat)
  '2026-12-31', // uudenvuodenaatto (Thu)
  '2027-01-01', // uudenvuodenpäivä (Fri)
  '2027-01-06', // loppiainen (Wed)
]);

describe('working days', () => {
  it('are Monday to Friday without public or bank holidays', () => {
    expect(isWorkingDay('2026-11-20', HOLIDAYS)).toBe(true); // Friday
    expect(isWorkingDay('2026-11-21', HOLIDAYS)).toBe(false); // Saturday
    expect(isWorkingDay('2026-12-24', HOLIDAYS)).toBe(false); // jouluaatto
    expect(isWorkingDay('2026-06-19', HOLIDAYS)).toBe(false); // juhannusaatto
  });

  it('count "within 3 working days" over a weekend', () => {
    // Friday + 3 working days = Wednesday.
    expect(addWorkingDays('2026-11-20', 3, HOLIDAYS)).toBe('2026-11-25');
    expect(addWorkingDays('2026-11-21', 1, HOLIDAYS)).toBe('2026-11-23');
  });

  it('skip Christmas and New Year across the year end', () => {
    // Wednesday 23.12.: 28.12. (Mon), 29.12., 30.12.
    expect(addWorkingDays('2026-12-23', 3, HOLIDAYS)).toBe('2026-12-30');
    // Wednesday 30.12.: 31.12. and 1.1. are holidays, then Monday 4.1.
    expect(addWorkingDays('2026-12-30', 1, HOLIDAYS)).toBe('2027-01-04');
    expect(addWorkingDays('2026-12-30', 3, HOLIDAYS)).toBe('2027-01-07');
  });

  it('refuses a count below one', () => {
    expect(() => addWorkingDays('2026-11-20', 0, HOLIDAYS)).toThrow(RangeError);
  });
});

const DAILY: PublicationCalendar = {
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  noIssue: new Set(['2026-12-25', '2027-01-01']),
  extraIssue: new Set(),
};
const SIX_DAY: PublicationCalendar = {
  weekdays: [1, 2, 3, 4, 5, 6],
  noIssue: new Set(['2026-12-25']),
  extraIssue: new Set(),
};
const WEEKLY_WEDNESDAY: PublicationCalendar = {
  weekdays: [3],
  noIssue: new Set(['2026-12-23']),
  extraIssue: new Set(['2026-12-21']),
};

describe('publication calendar', () => {
  it('publishes on the weekly schedule except the no-issue days', () => {
    expect(isPublicationDay('2026-11-22', DAILY)).toBe(true);
    expect(isPublicationDay('2026-11-22', SIX_DAY)).toBe(false); // Sunday
    expect(isPublicationDay('2026-12-25', DAILY)).toBe(false); // joulupäivä
    expect(isPublicationDay('2026-12-26', DAILY)).toBe(true); // tapaninpäivä: normal
  });

  it('publishes an extra issue outside the schedule, and skips a moved one', () => {
    expect(isPublicationDay('2026-12-21', WEEKLY_WEDNESDAY)).toBe(true); // Monday extra
    expect(isPublicationDay('2026-12-23', WEEKLY_WEDNESDAY)).toBe(false);
    expect(isPublicationDay('2026-12-30', WEEKLY_WEDNESDAY)).toBe(true);
  });

  it('finds the next publication day on or after a date', () => {
    expect(nextPublicationDay('2026-11-22', SIX_DAY)).toBe('2026-11-23');
    expect(nextPublicationDay('2026-11-23', SIX_DAY)).toBe('2026-11-23');
    expect(nextPublicationDay('2026-12-25', DAILY)).toBe('2026-12-26');
    expect(nextPublicationDay('2027-01-01', DAILY)).toBe('2027-01-02');
    expect(
      nextPublicationDay('2026-11-23', { weekdays: [], noIssue: new Set(), extraIssue: new Set() }),
    ).toBeNull();
  });

  it('lists the publication days of a period, both ends included', () => {
    expect(publicationDaysBetween('2026-12-24', '2026-12-28', SIX_DAY)).toEqual([
      '2026-12-24',
      '2026-12-26',
      '2026-12-28',
    ]);
    expect(publicationDaysBetween('2026-12-28', '2026-12-24', SIX_DAY)).toEqual([]);
  });
});

describe('endAfterExtraIssues (a period extended by issues, issue 20 item 4)', () => {
  it('moves the end to the next issues of the product’s own calendar', () => {
    expect(endAfterExtraIssues('2026-12-11', 1, DAILY)).toBe('2026-12-12');
    expect(endAfterExtraIssues('2026-12-11', 2, DAILY)).toBe('2026-12-13');
    // Christmas Day has no paper: the next issue after 24.12. is 26.12.
    expect(endAfterExtraIssues('2026-12-24', 1, DAILY)).toBe('2026-12-26');
    // A weekly Wednesday paper: the next issue after 16.12. is the extra one on Monday 21.12.
    expect(endAfterExtraIssues('2026-12-16', 1, WEEKLY_WEDNESDAY)).toBe('2026-12-21');
    expect(endAfterExtraIssues('2026-12-11', 0, DAILY)).toBe('2026-12-11');
  });
});
