import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { ownSubscriptionPattern } from '../openapi-helpers';
import { changePeriod } from './change-period';
import { periodChoice } from './period-choice';
import { periodChangeRoute, periodChoiceRoute } from './routes';

export function registerBillingPeriodRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use(ownSubscriptionPattern('billing-period'), requireAuth(deps));
  app.openapi(periodChoiceRoute, async (c) =>
    c.json(await periodChoice(deps, c.get('auth'), c.req.valid('param').subscriptionNumber), 200),
  );
  app.openapi(periodChangeRoute, async (c) => {
    const { subscriptionNumber } = c.req.valid('param');
    return c.json(
      await changePeriod(deps, c.get('auth'), subscriptionNumber, c.req.valid('json')),
      201,
    );
  });
}
