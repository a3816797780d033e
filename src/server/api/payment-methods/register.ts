import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { billingOverview } from './billing-overview';
import { changeMethod } from './change-method';
import { methodChoice } from './method-choice';
import { changeRoute, optionsRoute, overviewRoute } from './routes';

export function registerPaymentMethodRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // '/payment-methods/*' covers '/payment-methods' itself too (Hono's wildcard).
  app.use('/payment-methods/*', requireAuth(deps));
  app.openapi(overviewRoute, async (c) => c.json(await billingOverview(deps, c.get('auth')), 200));
  app.openapi(optionsRoute, async (c) =>
    c.json(await methodChoice(deps, c.get('auth'), c.req.valid('query').subscription), 200),
  );
  app.openapi(changeRoute, async (c) =>
    c.json(await changeMethod(deps, c.get('auth'), c.req.valid('json')), 201),
  );
}
