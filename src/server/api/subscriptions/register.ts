import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { getSubscription } from './get-subscription';
import { listSubscriptions } from './list-subscriptions';
import { getSubscriptionRoute, listSubscriptionsRoute } from './routes';

export function registerSubscriptionRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use('/subscriptions/*', requireAuth(deps));
  app.openapi(listSubscriptionsRoute, async (c) =>
    c.json(await listSubscriptions(deps, c.get('auth'), c.req.valid('query').scope), 200),
  );
  app.openapi(getSubscriptionRoute, async (c) =>
    c.json(
      await getSubscription(deps, c.get('auth'), c.req.valid('param').subscriptionNumber),
      200,
    ),
  );
}
