import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { ownSubscriptionPattern } from '../openapi-helpers';
import { getChangeOptions } from './get-change-options';
import { requestProductChange } from './request-product-change';
import { getPendingChange } from './get-pending-change';
import { pendingProductChangeRoute, productChangeOptionsRoute, productChangeRoute } from './routes';

export function registerProductChangeRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use(ownSubscriptionPattern('product-change'), requireAuth(deps));
  app.openapi(productChangeOptionsRoute, async (c) =>
    c.json(
      await getChangeOptions(deps, c.get('auth'), c.req.valid('param').subscriptionNumber),
      200,
    ),
  );
  app.openapi(pendingProductChangeRoute, async (c) =>
    c.json(
      await getPendingChange(deps, c.get('auth'), c.req.valid('param').subscriptionNumber),
      200,
    ),
  );
  app.openapi(productChangeRoute, async (c) => {
    const { subscriptionNumber } = c.req.valid('param');
    const input = c.req.valid('json');
    return c.json(await requestProductChange(deps, c.get('auth'), subscriptionNumber, input), 201);
  });
}
