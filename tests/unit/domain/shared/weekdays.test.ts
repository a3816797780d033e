import { describe, expect, it } from 'vitest';
import { WEEKDAYS, isoWeekday, weekdayName } from '~/domain/shared/weekdays';

describe('isoWeekday', () => {
  it('numbers the week from Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-11-23')).toBe(1); // Monday
    expect(isoWeekday('2026-11-21')).toBe(6);
    expect(isoWeekday('2026-11-22')).toBe(7);
  });

  it('is not moved by the DST change (last Sunday of March and October)', () => {
    expect(isoWeekday('2026-03-29')).toBe(7);
    expect(isoWeekday('2026-03-30')).toBe(1);
    expect(isoWeekday('2026-10-25')).toBe(7);
  });
});

describe('the Finnish weekday names', () => {
  it('start from Monday, as a Finnish calendar does', () => {
    expect(WEEKDAYS.map((w) => w.short)).toEqual(['ma', 'ti', 'ke', 'to', 'pe', 'la', 'su']);
    expect(WEEKDAYS[6]).toEqual({ short: 'su', name: 'sunnuntai', adverb: 'sunnuntaisin' });
  });

  it('name a date’s weekday in lower case', () => {
    expect(weekdayName('2026-12-01')).toBe('tiistai');
    expect(weekdayName('2026-12-06')).toBe('sunnuntai');
  });
});
