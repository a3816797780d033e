import { describe, expect, it } from 'vitest';
import { addDays, addMonths, diffInDays, formatDate, isIsoDate } from '~/domain/shared/dates';
import { listScopeOf } from '~/domain/subscriptions/listing';
import * as before from '../reference/dates-before';
import { everyDay, randomDateStrings, seededRandom } from '../reference/random-dates';

// Issue 13: the calendar-date functions run for every row of every list, so they now work on
// the strings and UTC days instead of date-fns in a time zone. They must answer exactly as
// before: each day of 2026-2028 (DST changes, month and year ends, leap days) and a thousand
// random strings, valid and invalid, over the years 1-9999.

const answer = (f: () => unknown): unknown => {
  try {
    return f();
  } catch (err) {
    return err instanceof Error ? `${err.name}: ${err.message}` : err;
  }
};
const same = (now: () => unknown, then: () => unknown): void => {
  expect(answer(now)).toEqual(answer(then));
};

const DAYS = everyDay('2026-01-01', '2028-12-31');
const RANDOM = randomDateStrings(seededRandom(13), 1000);
const EDGES = [
  '0001-01-01',
  '0099-12-31',
  '0100-01-01',
  '0100-03-01',
  '0000-02-29',
  '0004-02-29',
  '1900-02-29',
  '2000-02-29',
  '2100-02-29',
  '9999-12-31',
  '2026-03-29',
  '2026-10-25',
  '2026-02-30',
  ' 2026-01-01',
  '2026-01-01 ',
  '2026-1-01',
  '２０２６-01-01',
  '',
];
const ALL = [...DAYS, ...RANDOM, ...EDGES];
const STEPS = [-366, -31, -29, -1, 0, 1, 30, 365];
const MONTHS = [-1200, -12, -1, 1, 13, 1200];

describe('calendar dates answer as before issue 13', () => {
  it('isIsoDate and formatDate', () => {
    for (const d of ALL) {
      same(
        () => isIsoDate(d),
        () => before.isIsoDate(d),
      );
      same(
        () => formatDate(d),
        () => before.formatDate(d),
      );
    }
  });

  it('addDays', () => {
    for (const d of ALL)
      for (const n of STEPS)
        same(
          () => addDays(d, n),
          () => before.addDays(d, n),
        );
  });

  it('addMonths', () => {
    for (const d of ALL) {
      for (const n of MONTHS)
        same(
          () => addMonths(d, n),
          () => before.addMonths(d, n),
        );
    }
  });

  it('diffInDays', () => {
    const random = seededRandom(42);
    for (const a of ALL) {
      const b = ALL[Math.floor(random() * ALL.length)] ?? '';
      same(
        () => diffInDays(a, b),
        () => before.diffInDays(a, b),
      );
      same(
        () => diffInDays(a, '2026-11-21'),
        () => before.diffInDays(a, '2026-11-21'),
      );
    }
  });

  it('listScopeOf', () => {
    const random = seededRandom(7);
    for (const today of DAYS.filter((_, i) => i % 7 === 0)) {
      const endDate = DAYS[Math.floor(random() * DAYS.length)] ?? today;
      const sub = { status: 'CANCELLED' as const, endDate };
      const cutoff = before.addMonths(today, -12);
      const ended = endDate < today;
      const expected = !ended ? 'active' : endDate >= cutoff ? 'ended' : null;
      expect(listScopeOf(sub, today)).toBe(expected);
    }
  });
});
