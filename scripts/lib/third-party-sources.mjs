// The third-party scripts of spec §1 (tag manager, experimentation, real-user monitoring), set at
// build time and off by default (decision 0042): the pages are pre-rendered, so their loader and
// their Content-Security-Policy are decided when the site is built. Plain JavaScript without
// imports, so that astro.config.mjs can load it.

const VARIABLES = ['PUBLIC_TAG_MANAGER_SRC', 'PUBLIC_EXPERIMENT_SRC', 'PUBLIC_MONITORING_SRC'];

/**
 * The configured script addresses' origins, for the CSP's script-src and connect-src (the
 * monitoring service and the tag manager send their data to their own origin). Each address must
 * be an absolute https URL; a wrong one stops the build with its name.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function thirdPartyOrigins(env) {
  const origins = new Set();
  for (const name of VARIABLES) {
    const value = env[name];
    if (!value) continue;
    let url;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    if (!url || url.protocol !== 'https:') {
      throw new Error(`${name} must be an absolute https address of the script, got "${value}"`);
    }
    origins.add(url.origin);
  }
  return [...origins];
}
