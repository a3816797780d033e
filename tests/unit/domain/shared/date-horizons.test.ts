import { describe, expect, it } from 'vitest';
import { horizonProblem } from '~/domain/address-changes/date-rules';
import {
  DEFAULT_DATE_HORIZONS as H,
  lastsTooLong,
  latestStart,
  startsTooFar,
} from '~/domain/shared/date-horizons';
import { datesProblem } from '~/domain/suspensions/rules';

const TODAY = '2026-11-21';

describe('date horizons', () => {
  it('allow a start up to 365 days ahead, leap years included', () => {
    expect(latestStart(TODAY, H)).toBe('2027-11-21');
    expect(startsTooFar('2027-11-21', TODAY, H)).toBe(false);
    expect(startsTooFar('2027-11-22', TODAY, H)).toBe(true);
    expect(latestStart('2027-03-01', H)).toBe('2028-02-29');
  });

  it('allow a temporary change of 365 days, both ends included', () => {
    expect(lastsTooLong('2027-01-01', '2027-12-31', H)).toBe(false);
    expect(lastsTooLong('2027-01-01', '2028-01-01', H)).toBe(true);
    expect(lastsTooLong('2027-01-01', '9999-12-31', H)).toBe(true);
  });

  it('name the field and the last allowed day in Finnish', () => {
    expect(horizonProblem({ startDate: '9999-12-31', endDate: null }, TODAY, H)).toEqual({
      kind: 'field',
      field: 'startDate',
      message:
        'Alkamispäivä voi olla enintään 365 päivän päässä. Valitse päivä viimeistään 21.11.2027.',
    });
    expect(horizonProblem({ startDate: '2027-01-01', endDate: '9999-12-31' }, TODAY, H)).toEqual({
      kind: 'field',
      field: 'endDate',
      message:
        'Tilapäinen osoitteenmuutos voi kestää enintään 365 päivää. Tee pidempää muutosta varten vakituinen osoitteenmuutos.',
    });
    expect(
      horizonProblem({ startDate: '2020-01-01', endDate: '2020-02-01' }, TODAY, H, {
        startFixed: true,
      }),
    ).toBeNull();
  });

  it('limit where a suspension may start', () => {
    const ctx = {
      today: TODAY,
      limits: { minDays: 3, maxDays: 180 },
      subscriptionEndDate: null,
      isPublicationDay: () => true,
      horizons: H,
    };
    expect(datesProblem({ startDate: '2027-12-01', endDate: '2027-12-10' }, ctx)).toMatchObject({
      status: 400,
      errorKey: 'start-date-too-far',
      field: 'startDate',
    });
    expect(datesProblem({ startDate: '2027-11-10', endDate: '2027-11-20' }, ctx)).toBeNull();
  });
});
