import { type Env, cardProviderName } from '../env';
import type { CardProvider } from './card-provider';
import { createPaytrailProvider } from './paytrail/paytrail-provider';
import { createTestCardProvider } from './test-provider/test-card-provider';

/**
 * The configured provider. The built-in test provider serves its hosted page from this server
 * under /korttipalvelu (src/pages/korttipalvelu/[...path].ts), so its address is the portal's
 * own origin (SITE_URL).
 */
export function cardProviderFor(env: Env, origin: string, now: () => Date): CardProvider {
  if (cardProviderName(env) === 'paytrail') {
    if (!env.PAYTRAIL_MERCHANT_ID || !env.PAYTRAIL_SECRET_KEY) {
      // config-check.ts refuses to boot without them; this guards a direct caller.
      throw new Error('CARD_PROVIDER=paytrail needs PAYTRAIL_MERCHANT_ID and PAYTRAIL_SECRET_KEY');
    }
    return createPaytrailProvider({
      merchantId: env.PAYTRAIL_MERCHANT_ID,
      secretKey: env.PAYTRAIL_SECRET_KEY,
      apiUrl: env.PAYTRAIL_API_URL,
      siteUrl: origin,
      now,
    });
  }
  return createTestCardProvider({
    secret: env.CARD_PROVIDER_SECRET,
    baseUrl: origin,
    now: () => now().getTime(),
  });
}
