import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { ownSubscriptionPattern } from '../openapi-helpers';
import { createInvite } from './create-invite';
import { INVITATIONS, createReadingRightInviteRoute } from './routes';

export function registerReadingRightInviteRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use(ownSubscriptionPattern(INVITATIONS), requireAuth(deps));
  app.openapi(createReadingRightInviteRoute, async (c) => {
    const { subscriptionNumber } = c.req.valid('param');
    return c.json(
      await createInvite(deps, c.get('auth'), subscriptionNumber, c.req.valid('json')),
      201,
    );
  });
}
