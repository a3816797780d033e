import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { ownSubscriptionPattern } from '../openapi-helpers';
import { getOverview } from './get-overview';
import { getSubscriptionRights } from './get-subscription-rights';
import { removeRight } from './remove-right';
import { readingRightsOverviewRoute, removeRightRoute, subscriptionRightsRoute } from './routes';

export function registerReadingRightRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use('/reading-rights', requireAuth(deps));
  app.use(ownSubscriptionPattern('reading-rights'), requireAuth(deps));
  app.openapi(readingRightsOverviewRoute, async (c) =>
    c.json(await getOverview(deps, c.get('auth')), 200),
  );
  app.openapi(subscriptionRightsRoute, async (c) =>
    c.json(
      await getSubscriptionRights(deps, c.get('auth'), c.req.valid('param').subscriptionNumber),
      200,
    ),
  );
  app.openapi(removeRightRoute, async (c) =>
    c.json(await removeRight(deps, c.get('auth'), c.req.valid('param')), 200),
  );
}
