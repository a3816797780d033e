import { describe, expect, it } from 'vitest';
import { addressChangeParamsSchema } from '~/domain/address-changes/change-input';
import { subscriptionNumberParamsSchema } from '~/domain/subscriptions/subscription-params';
import { suspensionParamsSchema } from '~/domain/suspensions/input';

// Decision 0024: every route under /subscriptions/{subscriptionNumber} checks the number with
// this one schema, so a malformed number gets the same message everywhere.

const NUMBER_MESSAGE = 'Tilausnumerossa on oltava 7 tai 8 numeroa.';
const messageOf = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('subscriptionNumberParamsSchema', () => {
  it('takes a 7 or 8 digit number', () => {
    expect(subscriptionNumberParamsSchema.parse({ subscriptionNumber: '2000001' })).toEqual({
      subscriptionNumber: '2000001',
    });
    expect(
      subscriptionNumberParamsSchema.safeParse({ subscriptionNumber: '20000011' }).success,
    ).toBe(true);
  });

  it('refuses a malformed number with the one message', () => {
    for (const bad of ['12', 'abc', '200000111', '2000-001']) {
      expect(messageOf(subscriptionNumberParamsSchema.safeParse({ subscriptionNumber: bad }))).toBe(
        NUMBER_MESSAGE,
      );
    }
  });

  it('is the number of the nested parameters too', () => {
    const id = '0b5c3f7e-8a51-4c5f-9d3e-1a2b3c4d5e6f';
    for (const schema of [suspensionParamsSchema, addressChangeParamsSchema]) {
      expect(schema.safeParse({ subscriptionNumber: '2000001', id }).success).toBe(true);
      expect(messageOf(schema.safeParse({ subscriptionNumber: '12', id }))).toBe(NUMBER_MESSAGE);
    }
  });
});
