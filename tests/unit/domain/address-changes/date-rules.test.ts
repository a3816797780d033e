import { describe, expect, it } from 'vitest';
import {
  END_IN_PAST_MESSAGE,
  START_IN_PAST_MESSAGE,
  changeEditability,
  hasStarted,
  newChangeDateProblem,
  newEndDateProblem,
} from '~/domain/address-changes/date-rules';
import type { PublicationCalendar } from '~/domain/delivery/calendar';

const TODAY = '2026-11-21'; // Saturday
// A Wednesday magazine without an issue on 23.12.2026.
const WEDNESDAYS: PublicationCalendar = {
  weekdays: [3],
  noIssue: new Set(['2026-12-23']),
  extraIssue: new Set(['2026-12-21']),
};

describe('newChangeDateProblem', () => {
  it('refuses a start in the past; today is fine', () => {
    expect(
      newChangeDateProblem({ startDate: '2026-11-20', endDate: null }, TODAY, WEDNESDAYS),
    ).toEqual({
      kind: 'field',
      field: 'startDate',
      message: START_IN_PAST_MESSAGE,
    });
    const daily = { ...WEDNESDAYS, weekdays: [1, 2, 3, 4, 5, 6, 7] };
    expect(newChangeDateProblem({ startDate: TODAY, endDate: null }, TODAY, daily)).toBeNull();
  });
  it('wants the start and the end on publication days', () => {
    const check = (startDate: string, endDate: string | null) =>
      newChangeDateProblem({ startDate, endDate }, TODAY, WEDNESDAYS);
    expect(check('2026-12-03', '2026-12-09')).toEqual({
      kind: 'key',
      errorKey: 'start-date-publication-days',
    });
    expect(check('2026-12-02', '2026-12-23')).toEqual({
      kind: 'key',
      errorKey: 'end-date-publication-days',
    });
    expect(check('2026-12-02', '2026-12-21')).toBeNull(); // the extra issue counts
    expect(check('2026-12-02', null)).toBeNull();
  });
});

describe('newEndDateProblem', () => {
  it('refuses a past end and a day without an issue', () => {
    expect(newEndDateProblem('2026-11-18', TODAY, WEDNESDAYS)).toEqual({
      kind: 'field',
      field: 'endDate',
      message: END_IN_PAST_MESSAGE,
    });
    expect(newEndDateProblem('2026-12-23', TODAY, WEDNESDAYS)).toEqual({
      kind: 'key',
      errorKey: 'end-date-publication-days',
    });
    expect(newEndDateProblem('2026-12-30', TODAY, WEDNESDAYS)).toBeNull();
  });
});

describe('changeEditability (spec §4)', () => {
  const temporary = (startDate: string, endDate: string) => ({
    temporary: true,
    startDate,
    endDate,
  });
  it('lets a future change be edited and removed', () => {
    expect(hasStarted('2026-11-22', TODAY)).toBe(false);
    expect(changeEditability(temporary('2026-11-22', '2026-11-30'), TODAY)).toBe('ALL');
  });
  it('lets a started temporary change have its end date edited only', () => {
    expect(changeEditability(temporary(TODAY, '2026-11-30'), TODAY)).toBe('END_DATE');
    expect(changeEditability(temporary('2026-11-01', TODAY), TODAY)).toBe('END_DATE');
  });
  it('leaves a finished change, and a started permanent one, as they are', () => {
    expect(changeEditability(temporary('2026-11-01', '2026-11-20'), TODAY)).toBe('NONE');
    expect(changeEditability({ temporary: false, startDate: TODAY, endDate: null }, TODAY)).toBe(
      'NONE',
    );
    expect(
      changeEditability({ temporary: false, startDate: '2026-12-01', endDate: null }, TODAY),
    ).toBe('ALL');
  });
});
