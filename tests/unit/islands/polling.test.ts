import { afterEach, describe, expect, it, vi } from 'vitest';
import { PollingError } from '~/islands/shared/api-errors';
import { poll } from '~/islands/shared/polling';

function answers(...values: string[]) {
  let i = 0;
  return vi.fn(async () => values[Math.min(i++, values.length - 1)] ?? '');
}

afterEach(() => vi.useRealTimers());

describe('poll', () => {
  it('resolves on the attempt whose answer satisfies the condition, sleeping between attempts', async () => {
    const request = answers('pending', 'pending', 'done', 'done');
    const sleep = vi.fn(async (_ms: number) => {});
    const result = await poll(request, (v) => v === 'done', { intervalSeconds: 3, sleep });
    expect(result).toBe('done');
    expect(request).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[3000], [3000]]);
  });

  it('rejects with PollingError after 5 attempts by default', async () => {
    const request = answers('pending');
    const sleep = vi.fn(async (_ms: number) => {});
    const error = await poll(request, (v) => v === 'done', { sleep }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PollingError);
    expect((error as Error).message).toBe('Polling exceeded allowed 5 attempts');
    expect(request).toHaveBeenCalledTimes(5);
    expect(sleep).toHaveBeenCalledTimes(4);
  });

  it('names the configured attempt count in the error', async () => {
    const request = answers('pending');
    await expect(
      poll(request, () => false, { attempts: 2, sleep: async () => {} }),
    ).rejects.toThrow('Polling exceeded allowed 2 attempts');
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('passes a failing request on at once', async () => {
    const request = vi.fn(async () => {
      throw new Error('boom');
    });
    await expect(poll(request, () => true, { sleep: async () => {} })).rejects.toThrow('boom');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('waits 2 s between attempts by default', async () => {
    vi.useFakeTimers();
    const request = answers('pending', 'done');
    const result = poll(request, (v) => v === 'done');
    await vi.advanceTimersByTimeAsync(1999);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('done');
    expect(request).toHaveBeenCalledTimes(2);
  });
});
