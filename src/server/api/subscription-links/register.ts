import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { siteOrigin } from '../../env';
import { clientAddressOf } from '../../http/client-address';
import { confirmToken } from './confirm-token';
import { linkCustomer } from './link-customer';
import { confirmTokenRoute, linkRoute, searchLinkRoute } from './routes';
import { searchCustomer } from './search-customer';

export function registerSubscriptionLinkRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // '/subscription-links/*' covers POST /subscription-links itself too (Hono's wildcard).
  app.use('/subscription-links/*', requireAuth(deps));
  app.openapi(searchLinkRoute, async (c) =>
    c.json(
      await searchCustomer(deps, c.get('auth'), clientAddressOf(c, deps.env), c.req.valid('json')),
      200,
    ),
  );
  app.openapi(linkRoute, async (c) => {
    // The e-mailed link's address comes from SITE_URL, never from the request's Host header.
    const request = { clientAddress: clientAddressOf(c, deps.env), origin: siteOrigin(deps.env) };
    const { created, result } = await linkCustomer(
      deps,
      c.get('auth'),
      request,
      c.req.valid('json'),
    );
    return created ? c.json(result, 201) : c.json(result, 200);
  });
  app.openapi(confirmTokenRoute, async (c) => {
    const { created, result } = await confirmToken(deps, c.get('auth'), c.req.valid('json').token);
    return created ? c.json(result, 201) : c.json(result, 200);
  });
}
