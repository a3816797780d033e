import { describe, expect, it } from 'vitest';
import { thirdPartyOrigins } from '../../../scripts/lib/third-party-sources.mjs';

describe('thirdPartyOrigins (build-time CSP of the third-party scripts)', () => {
  it('is empty by default: no third-party script, no CSP exception', () => {
    expect(thirdPartyOrigins({})).toEqual([]);
  });

  it('answers the distinct origins of the configured scripts', () => {
    expect(
      thirdPartyOrigins({
        PUBLIC_TAG_MANAGER_SRC: 'https://tags.example/gtm.js?id=X',
        PUBLIC_EXPERIMENT_SRC: 'https://tags.example/ab.js',
        PUBLIC_MONITORING_SRC: 'https://seuranta.example/rum.js',
      }),
    ).toEqual(['https://tags.example', 'https://seuranta.example']);
  });

  it.each(['http://tags.example/gtm.js', '/gtm.js', 'javascript:alert(1)'])(
    'stops the build for %s',
    (value) => {
      expect(() => thirdPartyOrigins({ PUBLIC_TAG_MANAGER_SRC: value })).toThrow(
        /PUBLIC_TAG_MANAGER_SRC must be an absolute https address/,
      );
    },
  );
});
