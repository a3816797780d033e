// Spec §1: the real-user-monitoring service starts only if consent is stored in local storage
// key `cookieConsent` with flag `sppd` equal to 1, or outside production; §9: a sample rate
// (default 10 %) from GET config. Pure: the loader passes the browser's values in.

/** The local-storage key the consent banner writes. */
export const COOKIE_CONSENT_KEY = 'cookieConsent';

/**
 * Whether the stored consent allows monitoring: a JSON object whose `sppd` is 1 (the number or
 * the string). Anything else (nothing stored, malformed JSON, 0, true) is no consent.
 */
export function monitoringConsented(stored: string | null): boolean {
  if (stored === null) return false;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return false;
    const sppd = (value as Record<string, unknown>)['sppd'];
    return sppd === 1 || sppd === '1';
  } catch {
    return false;
  }
}

/**
 * Whether this page view starts monitoring: consent (or a non-production site, where the config
 * says consent is not required) and the sample: `random` in [0, 1) below the rate in per cent.
 */
export function monitoringStarts(input: {
  consented: boolean;
  requireConsent: boolean;
  sampleRate: number;
  random: number;
}): boolean {
  if (input.requireConsent && !input.consented) return false;
  return input.random * 100 < input.sampleRate;
}
