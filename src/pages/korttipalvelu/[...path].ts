import type { APIRoute } from 'astro';
import { createClock } from '~/server/clock';
import { readEnv, testCardProviderAllowed } from '~/server/env';
import { handleHostedCardPage } from '~/server/cards/test-provider/hosted-page';

// The built-in test card provider's hosted page (docs/decisions/0017-payment-cards.md). It is
// the "provider's" page, not the portal's: its own handler outside /api/v1, so card numbers
// never reach the API. Rendered on demand, like the API. It exists only in development or on a
// test environment that sets CARD_TEST_PROVIDER=true (docs/decisions/0019-production-defaults.md).
export const prerender = false;

const env = readEnv();
const clock = createClock(env.PORTAL_NOW);

export const ALL: APIRoute = ({ request }) =>
  testCardProviderAllowed(env)
    ? handleHostedCardPage(request, { secret: env.CARD_PROVIDER_SECRET, now: () => clock.now() })
    : new Response('Sivua ei löytynyt.', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
