import { describe, expect, it } from 'vitest';
import { queryStateOf } from '~/islands/shared/use-api-query';

describe('queryStateOf (what useApiQuery hands the screen)', () => {
  it('is loading before the store has a value and while the first answer is on its way', () => {
    expect(queryStateOf(undefined)).toEqual({ state: 'loading' });
    expect(queryStateOf({ loading: true })).toEqual({ state: 'loading' });
    expect(queryStateOf({ loading: false })).toEqual({ state: 'loading' });
  });

  it('is ready with the answer, and keeps it on the screen while a change reloads it', () => {
    expect(queryStateOf({ loading: false, data: [1] })).toEqual({ state: 'ready', data: [1] });
    expect(queryStateOf({ loading: true, data: [1] })).toEqual({ state: 'ready', data: [1] });
  });

  it('is the failure once loading has ended, loading again while it is retried', () => {
    const error = new Error('500');
    expect(queryStateOf({ loading: false, error })).toEqual({ state: 'error', error });
    expect(queryStateOf({ loading: true, error })).toEqual({ state: 'loading' });
  });
});
