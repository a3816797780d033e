import { describe, expect, it } from 'vitest';
import {
  deliveryPhase,
  effectiveDeliveryType,
  helsinkiMinutesOfDay,
} from '~/domain/delivery/delivery-times';
import {
  deliveryReclaimResultSchema,
  deliveryTroubleReasonSchema,
  deliveryComplaintSchema,
} from '~/domain/delivery/enums';
import { COMPLAINT_LABELS, TROUBLE_REASONS, troubleReasonOf } from '~/domain/delivery/labels';
import { reclaimBlock } from '~/domain/delivery/reclaim-eligibility';
import { anonymousReclaimInputSchema, reclaimInputSchema } from '~/domain/delivery/reclaim-input';
import { reclaimMessage } from '~/domain/delivery/reclaim-messages';
import { reportDate, reportWindow, sortTroubles, troubleOn } from '~/domain/delivery/status-texts';
import { deliveryZipOn, periodOf, validOn } from '~/domain/delivery/subscription-on-date';

describe('delivery times', () => {
  it('reads the Helsinki wall clock in winter and summer time', () => {
    expect(helsinkiMinutesOfDay(new Date('2026-11-21T08:00:00Z'))).toBe(10 * 60);
    expect(helsinkiMinutesOfDay(new Date('2026-06-21T04:30:00Z'))).toBe(7 * 60 + 30);
  });

  it('tells the phase of the delivery', () => {
    expect(deliveryPhase('EARLY_MORNING_DELIVERY', 0)).toBe('SCHEDULED');
    expect(deliveryPhase('EARLY_MORNING_DELIVERY', 4 * 60)).toBe('ONGOING');
    expect(deliveryPhase('EARLY_MORNING_DELIVERY', 7 * 60)).toBe('DONE');
  });

  it('falls back on the product group for the delivery type', () => {
    expect(effectiveDeliveryType(null, 'NEWSPAPER')).toBe('EARLY_MORNING_DELIVERY');
    expect(effectiveDeliveryType(null, 'MAGAZINE')).toBe('POSTAL_DELIVERY');
    expect(effectiveDeliveryType('POSTAL_DELIVERY', 'NEWSPAPER')).toBe('POSTAL_DELIVERY');
    expect(effectiveDeliveryType(null, 'BOOK')).toBeNull();
  });
});

describe('labels', () => {
  it('names all ten complaints and six trouble reasons in Finnish', () => {
    expect(Object.keys(COMPLAINT_LABELS).sort()).toEqual(
      [...deliveryComplaintSchema.options].sort(),
    );
    expect(Object.keys(TROUBLE_REASONS).sort()).toEqual(
      [...deliveryTroubleReasonSchema.options].sort(),
    );
    expect(troubleReasonOf('SOMETHING_NEW')).toBe('UNKNOWN');
  });

  it('gives every result code a message and a next step', () => {
    for (const code of deliveryReclaimResultSchema.options) {
      const text = reclaimMessage(
        { code, redeliveryDate: '2026-11-25' },
        { date: '2026-11-18', deliveryType: 'EARLY_MORNING_DELIVERY', compensation: 'EXTENSION' },
      );
      expect(text.message, code).not.toBe('');
      expect(text.nextStep, code).not.toBe('');
    }
    expect(
      reclaimMessage(
        { code: 'REDELIVERY_BY_POST', redeliveryDate: '2026-11-25' },
        {
          date: '2026-11-18',
          deliveryType: 'EARLY_MORNING_DELIVERY',
          compensation: 'REPLACEMENT_ISSUE',
        },
      ).nextStep,
    ).toBe('Postitamme lehden 3 arkipäivän kuluessa, viimeistään 25.11.2026.');
  });
});

describe('who may report', () => {
  const paper = {
    productFormat: 'PAPER' as const,
    isCompany: false,
    isGiftGiver: false,
    externalManager: null,
  };
  it('refuses digital-only, company, gift giver and externally managed subscriptions', () => {
    expect(reclaimBlock(paper)).toBeNull();
    expect(reclaimBlock({ ...paper, productFormat: 'PAPER_AND_DIGI' })).toBeNull();
    expect(reclaimBlock({ ...paper, productFormat: 'DIGI' })).toBe('DIGITAL_ONLY');
    expect(reclaimBlock({ ...paper, isCompany: true })).toBe('COMPANY');
    expect(reclaimBlock({ ...paper, isGiftGiver: true })).toBe('GIFT_GIVER');
    expect(reclaimBlock({ ...paper, externalManager: 'SUPLA' })).toBe('EXTERNAL');
  });
});

describe('the subscription on a day', () => {
  const sub = {
    status: 'ACTIVE',
    startDate: '2026-01-01',
    endDate: null,
    periodStartDate: '2026-11-12',
    periodEndDate: '2026-12-11',
  };
  it('is valid between start and end, not while waiting', () => {
    expect(validOn(sub, '2026-11-18')).toBe(true);
    expect(validOn(sub, '2025-12-31')).toBe(false);
    expect(validOn({ ...sub, endDate: '2026-11-19' }, '2026-11-20')).toBe(false);
    expect(validOn({ ...sub, status: 'FINISHED', endDate: '2026-11-19' }, '2026-11-19')).toBe(true);
    expect(validOn({ ...sub, status: 'PENDING' }, '2026-11-18')).toBe(false);
  });

  it('puts an issue in the current period or the one before', () => {
    expect(periodOf(sub, '2026-11-18')).toEqual({ from: '2026-11-12', to: '2026-12-11' });
    expect(periodOf(sub, '2026-11-10')).toEqual({ from: '2026-10-13', to: '2026-11-11' });
  });

  it('finds the delivery zip code of a day from address changes', () => {
    const changes = [
      {
        changeType: 'TEMPORARY_ADDRESS_CHANGE',
        startDate: '2026-11-16',
        endDate: '2026-11-18',
        zipCode: '41800',
      },
    ];
    expect(deliveryZipOn('00100', changes, '2026-11-17')).toBe('41800');
    expect(deliveryZipOn('00100', changes, '2026-11-19')).toBe('00100');
  });
});

describe('status texts', () => {
  const rows = [
    {
      reason: 'GENERIC_LATE',
      deliveryDate: '2026-11-19',
      reportedByDeliverer: false,
      endedAt: new Date(),
    },
    { reason: 'WEATHER', deliveryDate: '2026-11-21', reportedByDeliverer: true, endedAt: null },
    { reason: 'UNKNOWN', deliveryDate: '2026-11-19', reportedByDeliverer: false, endedAt: null },
  ];
  it('lists ongoing troubles first, newest first', () => {
    expect(sortTroubles(rows).map((r) => r.reason)).toEqual(['WEATHER', 'UNKNOWN', 'GENERIC_LATE']);
  });
  it('picks the ongoing trouble of a day over an ended one', () => {
    expect(troubleOn('2026-11-19', rows)).toEqual({
      fact: { ongoing: true, reportedByDeliverer: false },
      label: 'Syy ei ole vielä tiedossa',
    });
    expect(troubleOn('2026-11-20', rows)).toBeNull();
  });
  it('offers today and the six days before', () => {
    const days = reportWindow('2026-11-21');
    expect(days).toHaveLength(7);
    expect(days[6]).toBe('2026-11-15');
    expect(reportDate('2026-11-21', '2026-11-21').label).toBe('Tänään 21.11.2026');
    expect(reportDate('2026-11-18', '2026-11-21').label).toBe('Keskiviikko 18.11.2026');
  });
});

describe('report input', () => {
  const valid = {
    complaint: 'PAPER_MISSING',
    dates: ['2026-11-18'],
    compensation: 'EXTENSION',
  };
  it('accepts a report and asks words for OTHER_REASON', () => {
    expect(reclaimInputSchema.safeParse(valid).success).toBe(true);
    const other = reclaimInputSchema.safeParse({ ...valid, complaint: 'OTHER_REASON' });
    expect(other.error?.issues[0]).toMatchObject({
      path: ['otherReason'],
      message: 'Kerro lyhyesti, mitä tapahtui.',
    });
  });
  it('wants at least one day, each once, and a compensation', () => {
    expect(reclaimInputSchema.safeParse({ ...valid, dates: [] }).error?.issues[0]?.message).toBe(
      'Valitse päivä, jota ilmoitus koskee.',
    );
    expect(
      reclaimInputSchema.safeParse({ ...valid, dates: ['2026-11-18', '2026-11-18'] }).success,
    ).toBe(false);
    expect(
      reclaimInputSchema.safeParse({ ...valid, compensation: undefined }).error?.issues[0]?.message,
    ).toBe('Valitse hyvitys.');
  });
  it('takes an empty e-mail address as none on the anonymous form', () => {
    const anonymous = {
      ...valid,
      subscriptionNumber: '2000001',
      customerNumber: '10000001',
      lastName: 'Meikäläinen',
      zipCode: '00100',
      email: '',
    };
    expect(anonymousReclaimInputSchema.safeParse(anonymous).success).toBe(true);
    expect(anonymousReclaimInputSchema.safeParse({ ...anonymous, email: 'x@' }).success).toBe(
      false,
    );
  });
});
