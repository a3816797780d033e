import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { ownSubscriptionPattern } from '../openapi-helpers';
import { billingOverview } from './billing-overview';
import { changeMethod } from './change-method';
import { methodChoice } from './method-choice';
import { changeRoute, optionsRoute, overviewRoute } from './routes';

export function registerPaymentMethodRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use('/payment-methods', requireAuth(deps));
  app.use(ownSubscriptionPattern('payment-method'), requireAuth(deps));
  app.openapi(overviewRoute, async (c) => c.json(await billingOverview(deps, c.get('auth')), 200));
  app.openapi(optionsRoute, async (c) =>
    c.json(await methodChoice(deps, c.get('auth'), c.req.valid('param').subscriptionNumber), 200),
  );
  app.openapi(changeRoute, async (c) => {
    const { subscriptionNumber } = c.req.valid('param');
    return c.json(
      await changeMethod(deps, c.get('auth'), subscriptionNumber, c.req.valid('json')),
      201,
    );
  });
}
