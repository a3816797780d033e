import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { listSubscriptions } from './list-subscriptions';
import { listSubscriptionsRoute } from './routes';

export function registerSubscriptionRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use('/subscriptions/*', requireAuth(deps));
  app.openapi(listSubscriptionsRoute, async (c) =>
    c.json(await listSubscriptions(deps, c.get('auth'), c.req.valid('query').scope), 200),
  );
}
