import { describe, expect, it } from 'vitest';
import { deliveryReclaimResultSchema } from '~/domain/delivery/enums';
import {
  MAX_COMPENSATIONS_PER_PERIOD,
  type ReclaimFacts,
  decideReclaim,
  isAccepted,
} from '~/domain/delivery/reclaim-decision';

// 2026-11-21 is a Saturday; 2026-11-23 the Monday after. Times are Helsinki minutes.
const SAT = '2026-11-21';
const at = (h: number, m = 0) => h * 60 + m;

const facts = (over: Partial<ReclaimFacts> = {}): ReclaimFacts => ({
  date: '2026-11-18',
  today: SAT,
  minutesNow: at(10),
  complaint: 'PAPER_MISSING',
  compensation: 'REPLACEMENT_ISSUE',
  productGroup: 'NEWSPAPER',
  deliveryType: 'EARLY_MORNING_DELIVERY',
  validOnDate: true,
  publishedOnDate: true,
  suspendedOnDate: false,
  earlierReport: null,
  trouble: null,
  compensationsInPeriod: 0,
  subscriptionEndDate: null,
  nonWorkingDays: new Set(['2026-12-06', '2026-12-24', '2026-12-25', '2026-12-26']),
  ...over,
});

const decide = (over: Partial<ReclaimFacts> = {}) => decideReclaim(facts(over));

describe('refusals before anything else', () => {
  it('CUSTOMER_DOES_NOT_HAVE_VALID_SUBSCRIPTION when the subscription did not run that day', () => {
    expect(decide({ validOnDate: false, publishedOnDate: false }).code).toBe(
      'CUSTOMER_DOES_NOT_HAVE_VALID_SUBSCRIPTION',
    );
  });

  it('PAPER_IS_NOT_PUBLISHED_IN_REQUESTED_DATE on a day without an issue', () => {
    expect(decide({ publishedOnDate: false, suspendedOnDate: true }).code).toBe(
      'PAPER_IS_NOT_PUBLISHED_IN_REQUESTED_DATE',
    );
  });

  it('CUSTOMER_SUBSCRIPTION_IS_SUSPENDED when a suspension covered the day', () => {
    expect(decide({ suspendedOnDate: true }).code).toBe('CUSTOMER_SUBSCRIPTION_IS_SUSPENDED');
  });

  it('CUSTOMER_HAS_ALREADY_PLACED_DELIVERY_RECLAIM_IN_GIVEN_DATE after a report without compensation', () => {
    expect(decide({ earlierReport: { compensated: false } }).code).toBe(
      'CUSTOMER_HAS_ALREADY_PLACED_DELIVERY_RECLAIM_IN_GIVEN_DATE',
    );
  });

  it('ALREADY_COMPENSATED after a compensated report of the same day', () => {
    expect(decide({ earlierReport: { compensated: true } }).code).toBe('ALREADY_COMPENSATED');
  });

  it('UNKNOWN when the delivery type cannot be told', () => {
    expect(decide({ deliveryType: null }).code).toBe('UNKNOWN');
  });

  it('CANNOT_RECLAIM_MAGAZINE_ON_DELIVERYDATE for a magazine on its publication day', () => {
    const d = decide({
      date: SAT,
      productGroup: 'MAGAZINE',
      deliveryType: 'POSTAL_DELIVERY',
      complaint: 'PAPER_DAMAGED',
      minutesNow: at(20),
    });
    expect(d).toEqual({
      code: 'CANNOT_RECLAIM_MAGAZINE_ON_DELIVERYDATE',
      redeliveryDate: '2026-11-22',
    });
    // The next day it may be reported.
    expect(
      decide({ date: '2026-11-20', productGroup: 'MAGAZINE', deliveryType: 'POSTAL_DELIVERY' })
        .code,
    ).toBe('POSTAL_DELIVERY_BOX_NEXT_DAY');
  });
});

describe("today's paper that may still come", () => {
  it('DELIVERY_SCHEDULED before the early-morning delivery starts at 3:00', () => {
    expect(decide({ date: SAT, minutesNow: at(2, 59) }).code).toBe('DELIVERY_SCHEDULED');
  });

  it('DELIVERY_ONGOING until the 7:00 deadline, then the report goes on', () => {
    expect(decide({ date: SAT, minutesNow: at(6, 59) }).code).toBe('DELIVERY_ONGOING');
    expect(decide({ date: SAT, minutesNow: at(7) }).code).not.toBe('DELIVERY_ONGOING');
  });

  it('DELIVERY_ONGOING for a newspaper by post until 17:00', () => {
    const postal = { date: SAT, deliveryType: 'POSTAL_DELIVERY' as const };
    expect(decide({ ...postal, minutesNow: at(8) }).code).toBe('DELIVERY_SCHEDULED');
    expect(decide({ ...postal, minutesNow: at(16, 59) }).code).toBe('DELIVERY_ONGOING');
    expect(decide({ ...postal, minutesNow: at(17) }).code).toBe('POSTAL_DELIVERY_BOX_NEXT_DAY');
  });

  it('does not wait for a delivery when the paper came (damaged)', () => {
    expect(decide({ date: SAT, minutesNow: at(5), complaint: 'PAPER_DAMAGED' }).code).toBe(
      'PICK_IT_UP_YOURSELF',
    );
  });
});

describe('known troubles in the area', () => {
  it('DELIVERY_TROUBLE_REPORTED_BY_DELIVERER for an ongoing trouble the deliverer reported', () => {
    expect(decide({ trouble: { ongoing: true, reportedByDeliverer: true } }).code).toBe(
      'DELIVERY_TROUBLE_REPORTED_BY_DELIVERER',
    );
  });

  it('DELIVERY_TROUBLE_ONGOING for an ongoing trouble the office reported', () => {
    expect(
      decide({ complaint: 'PAPER_LATE', trouble: { ongoing: true, reportedByDeliverer: false } })
        .code,
    ).toBe('DELIVERY_TROUBLE_ONGOING');
  });

  it('DELIVERY_TROUBLE_ENDED for a late paper on a day whose trouble is over', () => {
    const ended = { ongoing: false, reportedByDeliverer: true };
    expect(decide({ complaint: 'PAPER_LATE', trouble: ended }).code).toBe('DELIVERY_TROUBLE_ENDED');
    // A paper that never came after the trouble ended is a new matter.
    expect(decide({ complaint: 'PAPER_MISSING', trouble: ended }).code).toBe('REDELIVERY_BY_POST');
  });

  it('lets complaints about a paper that came through despite a trouble', () => {
    expect(
      decide({ complaint: 'PAPER_DAMAGED', trouble: { ongoing: true, reportedByDeliverer: true } })
        .code,
    ).toBe('REDELIVERY_BY_POST');
  });
});

describe('compensation', () => {
  it('CUSTOMER_HAS_ALREADY_RECLAIMED_SUBSCRIPTION_PERIOD_COMPENSATION at the period limit', () => {
    const full = { compensationsInPeriod: MAX_COMPENSATIONS_PER_PERIOD };
    expect(decide({ ...full, compensation: 'EXTENSION' }).code).toBe(
      'CUSTOMER_HAS_ALREADY_RECLAIMED_SUBSCRIPTION_PERIOD_COMPENSATION',
    );
    expect(decide(full).code).toBe(
      'CUSTOMER_HAS_ALREADY_RECLAIMED_SUBSCRIPTION_PERIOD_COMPENSATION',
    );
    // A report without compensation is always taken.
    expect(decide({ ...full, compensation: 'NO_COMPENSATION' }).code).toBe(
      'CUSTOMER_CAN_PLACE_DELIVERY_RECLAIM',
    );
    expect(decide({ compensationsInPeriod: MAX_COMPENSATIONS_PER_PERIOD - 1 }).code).toBe(
      'REDELIVERY_BY_POST',
    );
  });

  it('CUSTOMER_CAN_PLACE_DELIVERY_RECLAIM for an extension or no compensation', () => {
    expect(decide({ compensation: 'EXTENSION' })).toEqual({
      code: 'CUSTOMER_CAN_PLACE_DELIVERY_RECLAIM',
    });
    expect(decide({ compensation: 'NO_COMPENSATION' }).code).toBe(
      'CUSTOMER_CAN_PLACE_DELIVERY_RECLAIM',
    );
  });
});

describe('a new copy by early-morning delivery', () => {
  const MON = '2026-11-23';
  const FRI = '2026-11-20';

  it('REDELIVERY_TIME_CLOSED_REDELIVERED_TODAY on a working day before noon', () => {
    expect(decide({ today: MON, date: MON, minutesNow: at(11, 59) })).toEqual({
      code: 'REDELIVERY_TIME_CLOSED_REDELIVERED_TODAY',
      redeliveryDate: MON,
    });
  });

  it('PICK_IT_UP_YOURSELF before noon on a weekend or a holiday', () => {
    expect(decide({ date: SAT })).toEqual({ code: 'PICK_IT_UP_YOURSELF', redeliveryDate: SAT });
    const christmas = '2026-12-24'; // a Thursday
    expect(decide({ today: christmas, date: christmas }).code).toBe('PICK_IT_UP_YOURSELF');
  });

  it('REDELIVERY_TIME_CLOSED_REDELIVERED_TOMORROW after noon when tomorrow is a working day', () => {
    expect(decide({ today: MON, date: MON, minutesNow: at(12) })).toEqual({
      code: 'REDELIVERY_TIME_CLOSED_REDELIVERED_TOMORROW',
      redeliveryDate: '2026-11-24',
    });
  });

  it('REDELIVERY_TIME_CLOSED_REDELIVERED_NEXT_BUSINESS_DAY after noon before a weekend', () => {
    expect(decide({ today: FRI, date: FRI, minutesNow: at(15) })).toEqual({
      code: 'REDELIVERY_TIME_CLOSED_REDELIVERED_NEXT_BUSINESS_DAY',
      redeliveryDate: MON,
    });
  });

  it("EARLY_MORNING_DELIVERY_NEXT_BUSINESS_DAY for yesterday's paper", () => {
    expect(decide({ date: FRI })).toEqual({
      code: 'EARLY_MORNING_DELIVERY_NEXT_BUSINESS_DAY',
      redeliveryDate: MON,
    });
  });

  it('REDELIVERY_BY_POST for a paper 2 to 3 days old, within 3 working days', () => {
    expect(decide({ date: '2026-11-19' })).toEqual({
      code: 'REDELIVERY_BY_POST',
      redeliveryDate: '2026-11-25',
    });
    expect(decide({ date: '2026-11-18' }).code).toBe('REDELIVERY_BY_POST');
    // Over Christmas the three working days reach into the next week.
    expect(decide({ today: '2026-12-23', date: '2026-12-21' }).redeliveryDate).toBe('2026-12-30');
  });

  it('REDELIVERY_TIME_CLOSED for a newspaper older than 3 days', () => {
    expect(decide({ date: '2026-11-17' })).toEqual({ code: 'REDELIVERY_TIME_CLOSED' });
    expect(decide({ date: '2026-11-15', deliveryType: 'POSTAL_DELIVERY' }).code).toBe(
      'REDELIVERY_TIME_CLOSED',
    );
  });

  it('PAPER_CANNOT_BE_REDELIVERED when the subscription ends before the copy would come', () => {
    expect(decide({ subscriptionEndDate: '2026-11-24' }).code).toBe('PAPER_CANNOT_BE_REDELIVERED');
    expect(decide({ subscriptionEndDate: '2026-11-25' }).code).toBe('REDELIVERY_BY_POST');
  });
});

describe('a new copy by post', () => {
  const postal = { deliveryType: 'POSTAL_DELIVERY' as const };

  it("POSTAL_DELIVERY_BOX_NEXT_DAY for today's or yesterday's paper, on the next working day", () => {
    expect(decide({ ...postal, date: '2026-11-20' })).toEqual({
      code: 'POSTAL_DELIVERY_BOX_NEXT_DAY',
      redeliveryDate: '2026-11-23',
    });
  });

  it('REDELIVERY_BY_POST for an older magazine, which keeps its value', () => {
    const magazine = { ...postal, productGroup: 'MAGAZINE' };
    expect(decide({ ...magazine, date: '2026-11-15' }).code).toBe('REDELIVERY_BY_POST');
  });
});

describe('every result code', () => {
  it('is produced by at least one test above, and only the accepted ones are stored', () => {
    const accepted = deliveryReclaimResultSchema.options.filter(isAccepted);
    expect(accepted.sort()).toEqual(
      [
        'CUSTOMER_CAN_PLACE_DELIVERY_RECLAIM',
        'EARLY_MORNING_DELIVERY_NEXT_BUSINESS_DAY',
        'PICK_IT_UP_YOURSELF',
        'POSTAL_DELIVERY_BOX_NEXT_DAY',
        'REDELIVERY_BY_POST',
        'REDELIVERY_TIME_CLOSED_REDELIVERED_NEXT_BUSINESS_DAY',
        'REDELIVERY_TIME_CLOSED_REDELIVERED_TODAY',
        'REDELIVERY_TIME_CLOSED_REDELIVERED_TOMORROW',
      ].sort(),
    );
  });
});
