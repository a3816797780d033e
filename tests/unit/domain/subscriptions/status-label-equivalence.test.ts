import { describe, expect, it } from 'vitest';
import {
  productFormatSchema,
  subscriptionStatusSchema,
  subscriptionTypeSchema,
} from '~/domain/subscriptions/enums';
import {
  subscriptionDisplayState,
  subscriptionBadge,
  subscriptionStatus,
  subscriptionStatusLabel,
} from '~/domain/subscriptions/status-label';
import * as before from '../reference/status-label-before';
import { everyDay, seededRandom } from '../reference/random-dates';

// Issue 13: the status compares the 'yyyy-MM-dd' strings instead of counting days in
// Helsinki, and a list row decides it once. Every answer must stay as it was.
describe('the status label answers as before issue 13', () => {
  it('for random subscriptions on random days, DST changes and year ends included', () => {
    const random = seededRandom(2026);
    const days = everyDay('2024-12-01', '2028-01-31');
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
    for (let i = 0; i < 20_000; i++) {
      const today = pick(days);
      const sub = {
        status: pick(subscriptionStatusSchema.options),
        subscriptionType: pick(subscriptionTypeSchema.options),
        productFormat: pick(productFormatSchema.options),
        startDate: pick(days),
        endDate: random() < 0.3 ? null : random() < 0.3 ? today : pick(days),
        orderChangeInProgress: random() < 0.2,
      };
      const state = before.subscriptionDisplayState(sub, today);
      const label = before.subscriptionStatusLabel(sub, today);
      expect(subscriptionDisplayState(sub, today)).toBe(state);
      expect(subscriptionStatusLabel(sub, today)).toBe(label);
      const { badge, ...status } = subscriptionStatus(sub, today);
      expect(status).toEqual({ displayState: state, statusLabel: label });
      expect(badge).toBe(subscriptionBadge(state, sub.orderChangeInProgress));
    }
  });
});
