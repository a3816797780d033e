import { describe, expect, it } from 'vitest';
import type { ConsentView } from '~/domain/consents/consent-views';
import { changesOf, fieldName, formValuesOf } from '~/islands/consents/consent-form-values';

const view = (over: Partial<ConsentView>): ConsentView => ({
  kind: 'PROFILING',
  channel: 'ANY',
  brand: '',
  value: 'EMPTY',
  label: '',
  valueLabel: '',
  section: 'privacy',
  changedAt: null,
  changeChannel: null,
  changedText: null,
  ...over,
});

describe('consent form values', () => {
  const profiling = view({ value: 'OptIn' });
  const targeting = view({ kind: 'ACCOUNT_TARGETING' });
  const email = view({ kind: 'MARKETING_PERMISSION', channel: 'EMAIL', brand: 'paivan-sanomat' });

  it('name each field without slashes and read EMPTY as no choice', () => {
    expect(fieldName(email)).toBe('MARKETING_PERMISSION__EMAIL__paivan-sanomat');
    expect(formValuesOf([profiling, targeting])).toEqual({
      PROFILING__ANY__: 'OptIn',
      ACCOUNT_TARGETING__ANY__: '',
    });
  });

  it('send only the changed choices, or every choice made when confirming', () => {
    const values = { PROFILING__ANY__: 'OptIn', ACCOUNT_TARGETING__ANY__: 'OptOut' } as const;
    expect(changesOf([profiling, targeting], values, false)).toEqual([
      { kind: 'ACCOUNT_TARGETING', channel: 'ANY', brand: '', value: 'OptOut' },
    ]);
    expect(changesOf([profiling, targeting], values, true)).toHaveLength(2);
    expect(changesOf([profiling, targeting], { PROFILING__ANY__: 'OptIn' }, true)).toHaveLength(1);
  });
});
