import { describe, expect, it } from 'vitest';
import { keystaticStorage, servesKeystaticApi } from '~/server/edge/keystatic-mode';

// The content editor is there only when asked for (docs/decisions/0044).

describe('keystaticStorage', () => {
  it('is local in astro dev and off in every other command by default', () => {
    expect(keystaticStorage({}, 'dev')).toEqual({ kind: 'local' });
    expect(keystaticStorage({}, 'build')).toBeNull();
    expect(keystaticStorage({}, 'sync')).toBeNull();
    expect(keystaticStorage({ KEYSTATIC: 'off' }, 'dev')).toBeNull();
  });

  it('never builds local mode, which writes files without a login', () => {
    expect(() => keystaticStorage({ KEYSTATIC: 'local' }, 'build')).toThrow(/astro dev/);
  });

  it('builds GitHub mode for the configured repository only', () => {
    expect(
      keystaticStorage(
        { KEYSTATIC: 'github', KEYSTATIC_GITHUB_REPO: 'lehtitalo/asiakasportaali' },
        'build',
      ),
    ).toEqual({ kind: 'github', repo: { owner: 'lehtitalo', name: 'asiakasportaali' } });
    expect(() => keystaticStorage({ KEYSTATIC: 'github' }, 'build')).toThrow(
      /KEYSTATIC_GITHUB_REPO/,
    );
    expect(() =>
      keystaticStorage({ KEYSTATIC: 'github', KEYSTATIC_GITHUB_REPO: 'no-slash' }, 'build'),
    ).toThrow(/owner\/name/);
  });

  it('refuses an unknown mode rather than guessing', () => {
    expect(() => keystaticStorage({ KEYSTATIC: 'cloud' }, 'dev')).toThrow(/local, github or off/);
  });

  it('sends the editor API to Astro only on a GitHub-mode server', () => {
    expect(servesKeystaticApi({ KEYSTATIC: 'github' })).toBe(true);
    expect(servesKeystaticApi({})).toBe(false);
    expect(servesKeystaticApi({ KEYSTATIC: 'local' })).toBe(false);
  });
});
