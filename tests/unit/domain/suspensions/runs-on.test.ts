import { describe, expect, it } from 'vitest';
import { suspensionRunsOn } from '~/domain/suspensions/runs-on';
import { suspensionPhase } from '~/domain/suspensions/rules';

const s = { startDate: '2026-12-01', endDate: '2026-12-20' };

describe('suspensionRunsOn', () => {
  it('runs from its start day to its end day, both included (today counts)', () => {
    expect(suspensionRunsOn(s, '2026-11-30')).toBe(false);
    expect(suspensionRunsOn(s, '2026-12-01')).toBe(true);
    expect(suspensionRunsOn(s, '2026-12-20')).toBe(true);
    expect(suspensionRunsOn(s, '2026-12-21')).toBe(false);
  });

  it('agrees with the RUNNING phase of the suspension list', () => {
    for (const day of ['2026-11-30', '2026-12-01', '2026-12-10', '2026-12-20', '2026-12-21']) {
      expect(suspensionRunsOn(s, day)).toBe(suspensionPhase(s, day) === 'RUNNING');
    }
  });
});
