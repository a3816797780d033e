import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import {
  type AssistantSources,
  assistantInvoices,
  assistantSubscriptions,
} from './assistant-reads';
import { decideAuthorization, viewAuthorization } from './authorize';
import { bearerAuth } from './bearer-token';
import { exchangeCode } from './exchange-code';
import { listGrants, revokeGrant } from './grants';
import {
  assistantInvoicesRoute,
  assistantSubscriptionsRoute,
  decideAuthorizationRoute,
  listGrantsRoute,
  revokeGrantRoute,
  tokenRouteDoc,
  viewAuthorizationRoute,
} from './routes';

/** The token endpoint's path under the API base: app.ts exempts it from the browser checks. */
export const OAUTH_TOKEN_PATH = '/oauth/token';

/** Assistant authorisation (/bot_auth; issue 17 item 4, decision 0043). */
export function registerOAuthRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: AppDeps,
  sources: AssistantSources,
): void {
  app.use('/oauth/authorize', requireAuth(deps));
  app.use('/oauth/grants', requireAuth(deps));
  app.use('/oauth/grants/*', requireAuth(deps));
  app.openapi(viewAuthorizationRoute, (c) =>
    c.json(viewAuthorization(deps, new URL(c.req.url).search), 200),
  );
  app.openapi(decideAuthorizationRoute, async (c) =>
    c.json(await decideAuthorization(deps, c.get('auth'), c.req.valid('json')), 200),
  );
  app.openapi(listGrantsRoute, async (c) => c.json(await listGrants(deps, c.get('auth')), 200));
  app.openapi(revokeGrantRoute, async (c) =>
    c.json(await revokeGrant(deps, c.get('auth'), c.req.valid('param').id), 200),
  );

  app.openAPIRegistry.registerPath(tokenRouteDoc);
  app.post(OAUTH_TOKEN_PATH, (c) => exchangeCode(deps, c));

  app.openAPIRegistry.registerComponent('securitySchemes', 'assistantToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'An assistant client\u2019s access token from POST /oauth/token (15 minutes).',
  });
  app.openapi(assistantSubscriptionsRoute, async (c) => {
    const result = await bearerAuth(deps, c, 'subscriptions:read');
    if ('refused' in result) return result.refused as never;
    return c.json(await assistantSubscriptions(deps, sources, result.auth), 200);
  });
  app.openapi(assistantInvoicesRoute, async (c) => {
    const result = await bearerAuth(deps, c, 'invoices:read');
    if ('refused' in result) return result.refused as never;
    return c.json(await assistantInvoices(deps, sources, result.auth), 200);
  });
}
