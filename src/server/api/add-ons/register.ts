import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { listOffers } from './list-offers';
import { orderAddOn } from './order-add-on';
import { listAddOnsRoute, orderAddOnRoute } from './routes';

export function registerAddOnRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // '/add-ons/*' covers '/add-ons' itself too (Hono's wildcard).
  app.use('/add-ons/*', requireAuth(deps));
  app.openapi(listAddOnsRoute, async (c) =>
    c.json(await listOffers(deps, c.get('auth'), c.req.valid('query').subscription), 200),
  );
  app.openapi(orderAddOnRoute, async (c) =>
    c.json(await orderAddOn(deps, c.get('auth'), c.req.valid('json')), 201),
  );
}
