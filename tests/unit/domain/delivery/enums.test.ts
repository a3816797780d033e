import { describe, expect, it } from 'vitest';
import {
  compensationTypeSchema,
  deliveryComplaintSchema,
  deliveryReclaimResultSchema,
  deliveryTroubleReasonSchema,
} from '~/domain/delivery/enums';

describe('delivery enums', () => {
  it('has every complaint of the spec', () => {
    expect([...deliveryComplaintSchema.options].sort()).toEqual(
      [
        'CLOSE_MAILBOX',
        'DELIVERED_TO_WRONG_PLACE',
        'DROP_PAPER_DOWN',
        'KKL_MISSING',
        'NOISE_COMPLAINT',
        'OTHER_REASON',
        'PAPER_DAMAGED',
        'PAPER_LATE',
        'PAPER_MISSING',
        'PARTS_MISSING',
      ].sort(),
    );
  });

  it('has the three compensation types', () => {
    expect([...compensationTypeSchema.options].sort()).toEqual([
      'EXTENSION',
      'NO_COMPENSATION',
      'REPLACEMENT_ISSUE',
    ]);
  });

  it('has every delivery trouble reason', () => {
    expect([...deliveryTroubleReasonSchema.options].sort()).toEqual([
      'CANT_DELIVER',
      'GENERIC_LATE',
      'KEY_OR_LOCK_TROUBLE',
      'NO_DELIVERYMAN_IN_DISTRICT',
      'UNKNOWN',
      'WEATHER',
    ]);
  });

  it('has every reclaim result code of §8, with the redelivery-time-closed variants', () => {
    expect([...deliveryReclaimResultSchema.options].sort()).toEqual(
      [
        'ALREADY_COMPENSATED',
        'CANNOT_RECLAIM_MAGAZINE_ON_DELIVERYDATE',
        'CUSTOMER_CAN_PLACE_DELIVERY_RECLAIM',
        'CUSTOMER_DOES_NOT_HAVE_VALID_SUBSCRIPTION',
        'CUSTOMER_SUBSCRIPTION_IS_SUSPENDED',
        'CUSTOMER_HAS_ALREADY_PLACED_DELIVERY_RECLAIM_IN_GIVEN_DATE',
        'CUSTOMER_HAS_ALREADY_RECLAIMED_SUBSCRIPTION_PERIOD_COMPENSATION',
        'DELIVERY_ONGOING',
        'DELIVERY_TROUBLE_ENDED',
        'DELIVERY_TROUBLE_ONGOING',
        'DELIVERY_TROUBLE_REPORTED_BY_DELIVERER',
        'EARLY_MORNING_DELIVERY_NEXT_BUSINESS_DAY',
        'PAPER_CANNOT_BE_REDELIVERED',
        'PAPER_IS_NOT_PUBLISHED_IN_REQUESTED_DATE',
        'PICK_IT_UP_YOURSELF',
        'POSTAL_DELIVERY_BOX_NEXT_DAY',
        'REDELIVERY_TIME_CLOSED',
        'REDELIVERY_TIME_CLOSED_REDELIVERED_TODAY',
        'REDELIVERY_TIME_CLOSED_REDELIVERED_TOMORROW',
        'REDELIVERY_TIME_CLOSED_REDELIVERED_NEXT_BUSINESS_DAY',
        'REDELIVERY_BY_POST',
        'DELIVERY_SCHEDULED',
        'UNKNOWN',
      ].sort(),
    );
  });

  it('rejects codes outside the catalogue', () => {
    expect(deliveryReclaimResultSchema.safeParse('REDELIVERED_TODAY').success).toBe(false);
    expect(deliveryComplaintSchema.safeParse('PAPER_WET').success).toBe(false);
  });
});
