import { describe, expect, it } from 'vitest';
import { BAN_CONFIRM_MESSAGE, marketingBanInputSchema } from '~/domain/marketing-ban/ban-input';
import { banActiveText, optInsBlockedByBan } from '~/domain/marketing-ban/ban-rules';

describe('marketing ban', () => {
  it('needs an explicit confirmation', () => {
    expect(marketingBanInputSchema.safeParse({ confirm: true }).success).toBe(true);
    const r = marketingBanInputSchema.safeParse({ confirm: false });
    expect(r.error?.issues[0]?.message).toBe(BAN_CONFIRM_MESSAGE);
    expect(BAN_CONFIRM_MESSAGE).toBe(
      'Vahvista markkinointikielto valitsemalla kohta "Haluan kieltää kaiken markkinoinnin".',
    );
  });

  it('blocks marketing opt-ins only', () => {
    const d = (
      kind: 'MARKETING_PERMISSION' | 'NEWSLETTER' | 'PROFILING',
      to: 'OptIn' | 'OptOut',
    ) => ({
      kind,
      channel: kind === 'PROFILING' ? ('ANY' as const) : ('EMAIL' as const),
      brand: '',
      from: 'EMPTY' as const,
      to,
    });
    expect(
      optInsBlockedByBan([
        d('MARKETING_PERMISSION', 'OptIn'),
        d('MARKETING_PERMISSION', 'OptOut'),
        d('NEWSLETTER', 'OptIn'),
        d('PROFILING', 'OptIn'),
      ]),
    ).toEqual([d('MARKETING_PERMISSION', 'OptIn')]);
  });

  it('tells since when it is on', () => {
    expect(banActiveText(new Date('2026-11-23T16:05:00Z'))).toBe(
      'Markkinointikielto on voimassa 23.11.2026 klo 18.05 alkaen.',
    );
  });
});
