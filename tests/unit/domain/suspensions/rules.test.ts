import { describe, expect, it } from 'vitest';
import {
  DIGITAL_PART_NOT_APPLICABLE_MESSAGE,
  DIGITAL_PART_REQUIRED_MESSAGE,
  digitalPartProblem,
  suspensionInputSchema,
} from '~/domain/suspensions/input';
import {
  type DateContext,
  changeProblem,
  datesProblem,
  overlapProblem,
  removeProblem,
  suspensionPhase,
} from '~/domain/suspensions/rules';

const TODAY = '2026-11-21'; // a Saturday
// Monday to Saturday, like Hämeen Viesti 6 pv.
const noSundays = (d: string) => new Date(`${d}T12:00:00Z`).getUTCDay() !== 0;
const ctx: DateContext = {
  today: TODAY,
  limits: { minDays: 3, maxDays: 180 },
  subscriptionEndDate: null,
  isPublicationDay: noSundays,
};
const keyOf = (range: { startDate: string; endDate: string }, c: Partial<DateContext> = {}) =>
  datesProblem(range, { ...ctx, ...c })?.errorKey ?? null;

describe('suspensionPhase', () => {
  it('is future before the start, running from start to end, then finished', () => {
    const s = { startDate: '2026-11-23', endDate: '2026-11-28' };
    expect(suspensionPhase(s, '2026-11-22')).toBe('FUTURE');
    expect(suspensionPhase(s, '2026-11-23')).toBe('RUNNING');
    expect(suspensionPhase(s, '2026-11-28')).toBe('RUNNING');
    expect(suspensionPhase(s, '2026-11-29')).toBe('FINISHED');
  });
});

describe('datesProblem', () => {
  it('accepts publication days within the limits, today included', () => {
    expect(keyOf({ startDate: '2026-12-01', endDate: '2026-12-19' })).toBeNull();
    expect(keyOf({ startDate: TODAY, endDate: '2026-11-24' })).toBeNull();
  });

  it('refuses a start in the past and an end before the start', () => {
    expect(keyOf({ startDate: '2026-11-20', endDate: '2026-12-01' })).toBe('start-date-in-past');
    // One day is too short, and the customer is told the limits (issue 20 item 14).
    expect(keyOf({ startDate: '2026-12-05', endDate: '2026-12-05' })).toBe('suspension-too-short');
    expect(keyOf({ startDate: '2026-12-05', endDate: '2026-12-01' })).toBe(
      'start-date-not-before-end-date',
    );
  });

  it('applies the configured minimum and maximum length, both ends included', () => {
    expect(keyOf({ startDate: '2026-12-01', endDate: '2026-12-02' })).toBe('suspension-too-short');
    expect(keyOf({ startDate: '2026-12-01', endDate: '2026-12-03' })).toBeNull();
    // 1.12.2026 + 179 days = 29.5.2027 (a Saturday): 180 days.
    expect(keyOf({ startDate: '2026-12-01', endDate: '2027-05-29' })).toBeNull();
    expect(keyOf({ startDate: '2026-12-01', endDate: '2027-05-31' })).toBe('suspension-too-long');
    const p = datesProblem({ startDate: '2026-12-01', endDate: '2026-12-02' }, ctx);
    expect(p).toMatchObject({ status: 400, field: 'endDate' });
    expect(p?.message).toContain('vähintään 3 ja enintään 180 päivää');
  });

  it('refuses start and end days without an issue, each under its own key', () => {
    // 6.12.2026 and 13.12.2026 are Sundays.
    const start = datesProblem({ startDate: '2026-12-06', endDate: '2026-12-12' }, ctx);
    expect(start).toMatchObject({ errorKey: 'start-date-publication-days', field: 'startDate' });
    expect(start?.message).toContain('6.12.2026');
    expect(keyOf({ startDate: '2026-12-07', endDate: '2026-12-13' })).toBe(
      'end-date-publication-days',
    );
  });

  it('refuses an end after the subscription has ended', () => {
    const c = { subscriptionEndDate: '2026-12-10' };
    expect(keyOf({ startDate: '2026-12-01', endDate: '2026-12-10' }, c)).toBeNull();
    expect(keyOf({ startDate: '2026-12-01', endDate: '2026-12-11' }, c)).toBe(
      'suspension-after-subscription-end',
    );
  });

  it('checks only the end of a running suspension, and lets it end early', () => {
    const running = { ...ctx, endDateOnly: true };
    // Started on Sunday 15.11. (no issue, no longer checked); it may end on Monday or today.
    expect(keyOf({ startDate: '2026-11-15', endDate: '2026-11-23' }, running)).toBeNull();
    expect(keyOf({ startDate: '2026-11-20', endDate: TODAY }, running)).toBeNull();
    expect(keyOf({ startDate: '2026-11-15', endDate: '2026-11-20' }, running)).toBe(
      'end-date-in-past',
    );
    expect(keyOf({ startDate: '2026-11-15', endDate: '2026-11-22' }, running)).toBe(
      'end-date-publication-days',
    );
  });
});

describe('overlaps', () => {
  it('answers 409 date-overlap on the start date, in Finnish', () => {
    expect(overlapProblem()).toMatchObject({
      status: 409,
      errorKey: 'date-overlap',
      field: 'startDate',
      message: expect.stringContaining('Keskeytys menee päällekkäin'),
    });
  });
});

describe('changeProblem and removeProblem', () => {
  const future = { startDate: '2026-12-01', endDate: '2026-12-20', digitalPart: 'KEEP' as const };
  const running = { startDate: '2026-11-20', endDate: '2026-12-20', digitalPart: 'KEEP' as const };
  const finished = { startDate: '2026-11-01', endDate: '2026-11-20', digitalPart: null };

  it('lets a future suspension change everything and be removed', () => {
    expect(
      changeProblem(future, { startDate: '2026-12-03', digitalPart: 'SUSPEND' }, TODAY),
    ).toBeNull();
    expect(removeProblem(future, TODAY)).toBeNull();
  });

  it('lets a running suspension change only its end date', () => {
    expect(
      changeProblem(running, { startDate: running.startDate, digitalPart: 'KEEP' }, TODAY),
    ).toBeNull();
    expect(
      changeProblem(running, { startDate: '2026-11-21', digitalPart: 'KEEP' }, TODAY),
    ).toMatchObject({ errorKey: 'suspension-already-started', field: 'startDate' });
    expect(
      changeProblem(running, { startDate: running.startDate, digitalPart: 'SUSPEND' }, TODAY),
    ).toMatchObject({ errorKey: 'digital-part-locked', field: 'digitalPart', status: 409 });
    expect(removeProblem(running, TODAY)).toMatchObject({
      errorKey: 'suspension-already-started',
    });
  });

  it('changes and removes nothing finished', () => {
    expect(changeProblem(finished, { startDate: finished.startDate }, TODAY)?.errorKey).toBe(
      'suspension-finished',
    );
    expect(removeProblem(finished, TODAY)?.errorKey).toBe('suspension-finished');
  });
});

describe('the digital-part choice', () => {
  it('is required with a digital part and refused without one (spec §5)', () => {
    expect(digitalPartProblem('PAPER_AND_DIGI', undefined)).toBe(DIGITAL_PART_REQUIRED_MESSAGE);
    expect(DIGITAL_PART_REQUIRED_MESSAGE).toBe('Digilehden valinta on pakollinen tieto');
    expect(digitalPartProblem('PAPER_AND_DIGI', 'KEEP')).toBeNull();
    expect(digitalPartProblem('PAPER', undefined)).toBeNull();
    expect(digitalPartProblem('PAPER', 'SUSPEND')).toBe(DIGITAL_PART_NOT_APPLICABLE_MESSAGE);
  });
});

describe('suspensionInputSchema', () => {
  it('takes two dates and an optional choice, and nothing else', () => {
    expect(
      suspensionInputSchema.safeParse({ startDate: '2026-12-01', endDate: '2026-12-20' }).success,
    ).toBe(true);
    const bad = suspensionInputSchema.safeParse({
      startDate: '',
      endDate: '2026-02-30',
      digitalPart: 'MAYBE',
      extra: 1,
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('Alkupäivä on pakollinen tieto');
  });
});
