import { describe, expect, it, vi } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import type { LoginInput } from '~/domain/auth/login';
import { requiredMessage } from '~/domain/validation/messages';
import { lazyZodResolver } from '~/islands/shared/lazy-resolver';

const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as unknown as ResolverOptions<LoginInput>;

describe('lazyZodResolver', () => {
  it('loads the domain schema once, on the first validation, and validates with it', async () => {
    const load = vi.fn(() => import('~/domain/auth/login').then((m) => m.loginInputSchema));
    const resolver = lazyZodResolver<LoginInput>(load);
    expect(load).not.toHaveBeenCalled();

    const bad = await resolver({ username: '', password: '' }, undefined, options);
    expect(bad.errors.username?.message).toBe(requiredMessage('Sähköpostiosoite'));
    const good = await resolver(
      { username: 'maija@example.fi', password: 'salasana' },
      undefined,
      options,
    );
    expect(good.errors).toEqual({});
    expect(good.values).toMatchObject({ username: 'maija@example.fi', intent: 'b2c' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(() => import('~/domain/auth/login').then((m) => m.loginInputSchema));
    const resolver = lazyZodResolver<LoginInput>(load);
    await expect(resolver({ username: '', password: '' }, undefined, options)).rejects.toThrow(
      'offline',
    );
    const again = await resolver({ username: '', password: '' }, undefined, options);
    expect(again.errors.password).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
