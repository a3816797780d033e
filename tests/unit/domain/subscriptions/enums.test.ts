import { describe, expect, it } from 'vitest';
import {
  changeTypeSchema,
  deliveryTypeSchema,
  discountTypeSchema,
  giftRoleSchema,
  periodUnitSchema,
  priceTypeSchema,
  productFormatSchema,
  productGroupSchema,
  subscriberRoleSchema,
  subscriptionStatusSchema,
  subscriptionTypeSchema,
} from '~/domain/subscriptions/enums';

// Expected values are copied from spec §3/§4, so a dropped or misspelled value fails here.
const cases = [
  [
    'subscription status',
    subscriptionStatusSchema,
    [
      'PENDING',
      'ACTIVE',
      'SUSPENDED',
      'FINISHED',
      'UNKNOWN',
      'ACTIVE_ORDER_BEING_RENEWED',
      'CANCELLED',
      'WAITING_CONFIRMATION',
    ],
  ],
  [
    'subscription type',
    subscriptionTypeSchema,
    ['RECURRING', 'FIXED_TERM', 'SINGLE_COPY', 'CONTROL', 'FREE', 'SAMPLE', 'UNKNOWN', 'PENDING'],
  ],
  ['product format', productFormatSchema, ['PAPER', 'DIGI', 'PAPER_AND_DIGI', 'UNKNOWN']],
  ['delivery type', deliveryTypeSchema, ['POSTAL_DELIVERY', 'EARLY_MORNING_DELIVERY']],
  ['price type', priceTypeSchema, ['PAID', 'CHEAP', 'SAMPLE', 'FREE']],
  [
    'discount type',
    discountTypeSchema,
    ['NORMAL', 'STUDENT', 'OTHER', 'FAMILY', 'INTRO', 'DISCOUNT_100'],
  ],
  ['subscriber role', subscriberRoleSchema, ['PAYER', 'SUBSCRIBER']],
  ['gift role', giftRoleSchema, ['GIVER', 'RECEIVER', 'UNKNOWN']],
  [
    'change type',
    changeTypeSchema,
    ['SUSPENSION', 'TEMPORARY_ADDRESS_CHANGE', 'PERMANENT_ADDRESS_CHANGE'],
  ],
  ['product group', productGroupSchema, ['MAGAZINE', 'NEWSPAPER']],
  ['period unit', periodUnitSchema, ['DAYS', 'WEEKS', 'MONTHS', 'YEARS']],
] as const;

describe('subscription enums', () => {
  it.each(cases)('%s has exactly the spec values', (_, schema, values) => {
    expect([...schema.options].sort()).toEqual([...values].sort());
    for (const value of values) expect(schema.parse(value)).toBe(value);
  });

  it.each(cases)('%s rejects other spellings', (_, schema, values) => {
    expect(schema.safeParse(values[0].toLowerCase()).success).toBe(false);
    expect(schema.safeParse('NOT_A_VALUE').success).toBe(false);
  });
});
