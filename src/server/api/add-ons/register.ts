import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { ownSubscriptionPattern } from '../openapi-helpers';
import { listOffers } from './list-offers';
import { orderAddOn } from './order-add-on';
import { listAddOnsRoute, orderAddOnRoute } from './routes';

export function registerAddOnRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use(ownSubscriptionPattern('add-ons'), requireAuth(deps));
  app.openapi(listAddOnsRoute, async (c) =>
    c.json(await listOffers(deps, c.get('auth'), c.req.valid('param').subscriptionNumber), 200),
  );
  app.openapi(orderAddOnRoute, async (c) => {
    const { subscriptionNumber } = c.req.valid('param');
    return c.json(
      await orderAddOn(deps, c.get('auth'), subscriptionNumber, c.req.valid('json')),
      201,
    );
  });
}
