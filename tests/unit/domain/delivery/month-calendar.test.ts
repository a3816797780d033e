import { describe, expect, it } from 'vitest';
import { calendarView } from '~/domain/delivery/calendar-view';
import {
  calendarFromView,
  dayAfterKey,
  dayLabel,
  monthTitle,
  monthWeeks,
  pickDate,
  rangePlace,
  shiftMonth,
} from '~/domain/delivery/month-calendar';

// A weekend paper: Saturdays and Sundays, none on 27.12.2026, an extra issue on Thu 24.12.2026.
const weekend = calendarFromView({
  weekdays: [6, 7],
  noIssue: ['2026-12-27'],
  extraIssue: ['2026-12-24'],
});

describe('monthWeeks', () => {
  it('lays December 2026 out Monday first: it starts on a Tuesday and ends on a Thursday', () => {
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks[4]).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
      null,
    ]);
  });

  it('has 28 days in February 2027 and 29 in February 2028', () => {
    const days = (m: string) => monthWeeks(m).flat().filter(Boolean).length;
    expect(days('2027-02')).toBe(28);
    expect(days('2028-02')).toBe(29);
  });

  it('gives a month that starts on a Monday no empty first days', () => {
    expect(monthWeeks('2027-02')[0]?.[0]).toBe('2027-02-01');
  });
});

describe('month names and moves', () => {
  it('names the month in Finnish', () => {
    expect(monthTitle('2026-12')).toBe('joulukuu 2026');
    expect(monthTitle('2027-01')).toBe('tammikuu 2027');
  });
  it('moves across a year', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });
});

describe('pickDate', () => {
  const none = { start: '', end: '' };
  it('starts a range with the first tap and ends it with the next', () => {
    const started = pickDate(none, '2026-12-05');
    expect(started).toEqual({ start: '2026-12-05', end: '' });
    expect(pickDate(started, '2026-12-13')).toEqual({ start: '2026-12-05', end: '2026-12-13' });
  });
  it('starts again on a day before the start or after a whole range', () => {
    expect(pickDate({ start: '2026-12-05', end: '' }, '2026-12-01')).toEqual({
      start: '2026-12-01',
      end: '',
    });
    expect(pickDate({ start: '2026-12-05', end: '2026-12-13' }, '2026-12-20')).toEqual({
      start: '2026-12-20',
      end: '',
    });
  });
  it('ends on the start day itself (the server says whether that is long enough)', () => {
    expect(pickDate({ start: '2026-12-05', end: '' }, '2026-12-05')).toEqual({
      start: '2026-12-05',
      end: '2026-12-05',
    });
  });
  it('moves only the start of a single day', () => {
    expect(pickDate({ start: '2026-12-05', end: '' }, '2026-12-20', 'single')).toEqual({
      start: '2026-12-20',
      end: '',
    });
  });
  it('moves only the end of a running suspension', () => {
    expect(pickDate({ start: '2026-11-01', end: '2026-12-13' }, '2026-12-20', 'end')).toEqual({
      start: '2026-11-01',
      end: '2026-12-20',
    });
  });
});

describe('rangePlace and dayLabel', () => {
  const range = { start: '2026-12-05', end: '2026-12-13' };
  it('tells the first, last and inside days', () => {
    expect(rangePlace('2026-12-05', range)).toBe('start');
    expect(rangePlace('2026-12-13', range)).toBe('end');
    expect(rangePlace('2026-12-09', range)).toBe('inside');
    expect(rangePlace('2026-12-14', range)).toBeNull();
    expect(rangePlace('2026-12-09', { start: '2026-12-05', end: '' })).toBeNull();
  });
  it('says the weekday, the date, whether the paper comes and the place in the range', () => {
    expect(dayLabel('2026-12-05', weekend, range)).toBe(
      'lauantai 5.12.2026, ilmestymispäivä, valitun ajan alku',
    );
    expect(dayLabel('2026-12-09', weekend, range)).toBe(
      'keskiviikko 9.12.2026, lehti ei ilmesty, valitulla ajalla',
    );
    expect(dayLabel('2026-12-24', weekend, range)).toBe('torstai 24.12.2026, ilmestymispäivä');
    expect(dayLabel('2026-12-27', weekend, range)).toBe('sunnuntai 27.12.2026, lehti ei ilmesty');
  });
});

describe('dayAfterKey', () => {
  it('moves by a day, a week, to the week’s ends and by a month', () => {
    const wed = '2026-12-09';
    expect(dayAfterKey(wed, 'ArrowLeft')).toBe('2026-12-08');
    expect(dayAfterKey(wed, 'ArrowRight')).toBe('2026-12-10');
    expect(dayAfterKey(wed, 'ArrowUp')).toBe('2026-12-02');
    expect(dayAfterKey(wed, 'ArrowDown')).toBe('2026-12-16');
    expect(dayAfterKey(wed, 'Home')).toBe('2026-12-07');
    expect(dayAfterKey(wed, 'End')).toBe('2026-12-13');
    expect(dayAfterKey('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(dayAfterKey(wed, 'PageUp')).toBe('2026-11-09');
  });
  it('ignores other keys', () => {
    expect(dayAfterKey('2026-12-09', 'a')).toBeNull();
    expect(dayAfterKey('2026-12-09', 'Enter')).toBeNull();
  });
});

describe('calendarView', () => {
  it('carries the schedule and the exceptions within the span only, sorted', () => {
    const view = calendarView(
      {
        weekdays: [7, 6],
        noIssue: new Set(['2027-06-01', '2026-12-27', '2026-11-01']),
        extraIssue: new Set(['2026-12-24']),
      },
      '2026-11-21',
      '2027-05-31',
    );
    expect(view).toEqual({
      from: '2026-11-21',
      to: '2027-05-31',
      weekdays: [6, 7],
      noIssue: ['2026-12-27'],
      extraIssue: ['2026-12-24'],
    });
  });
});
