import { describe, expect, it } from 'vitest';
import { statusOn } from '~/domain/subscriptions/effective-status';

const SUSPENSION = { startDate: '2026-12-01', endDate: '2026-12-20' };

describe('statusOn', () => {
  it('is SUSPENDED from the first to the last day of a suspension, both included', () => {
    expect(statusOn('ACTIVE', [SUSPENSION], '2026-12-01')).toBe('SUSPENDED');
    expect(statusOn('ACTIVE', [SUSPENSION], '2026-12-20')).toBe('SUSPENDED');
  });

  it('keeps the stored status before and after it, and without one', () => {
    expect(statusOn('ACTIVE', [SUSPENSION], '2026-11-30')).toBe('ACTIVE');
    expect(statusOn('ACTIVE', [SUSPENSION], '2026-12-21')).toBe('ACTIVE');
    expect(statusOn('ACTIVE', [], '2026-12-05')).toBe('ACTIVE');
  });

  it('leaves a cancelled or finished subscription as it is', () => {
    expect(statusOn('CANCELLED', [SUSPENSION], '2026-12-05')).toBe('CANCELLED');
    expect(statusOn('FINISHED', [SUSPENSION], '2026-12-05')).toBe('FINISHED');
  });
});
