import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { changeSuspension, quoteChange } from './change-suspension';
import { createSuspension } from './create-suspension';
import { listSuspensions } from './list-suspensions';
import { ownSubscriptionPattern } from '../openapi-helpers';
import { quoteSuspension } from './quote-suspension';
import { removeSuspension } from './remove-suspension';
import {
  changeSuspensionRoute,
  createSuspensionRoute,
  listSuspensionsRoute,
  quoteChangeRoute,
  quoteSuspensionRoute,
  removeSuspensionRoute,
} from './routes';

export function registerSuspensionRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // Also covered by the subscriptions' '/subscriptions/*'; said here so the routes never depend
  // on another resource's registration (the session is cached, so the second check is cheap).
  app.use(ownSubscriptionPattern('suspensions'), requireAuth(deps));
  app.openapi(listSuspensionsRoute, async (c) =>
    c.json(
      await listSuspensions(deps, c.get('auth'), c.req.valid('param').subscriptionNumber),
      200,
    ),
  );
  app.openapi(quoteSuspensionRoute, async (c) =>
    c.json(
      await quoteSuspension(
        deps,
        c.get('auth'),
        c.req.valid('param').subscriptionNumber,
        c.req.valid('json'),
      ),
      200,
    ),
  );
  app.openapi(createSuspensionRoute, async (c) =>
    c.json(
      await createSuspension(
        deps,
        c.get('auth'),
        c.req.valid('param').subscriptionNumber,
        c.req.valid('json'),
      ),
      201,
    ),
  );
  app.openapi(changeSuspensionRoute, async (c) =>
    c.json(
      await changeSuspension(deps, c.get('auth'), c.req.valid('param'), c.req.valid('json')),
      200,
    ),
  );
  app.openapi(quoteChangeRoute, async (c) =>
    c.json(await quoteChange(deps, c.get('auth'), c.req.valid('param'), c.req.valid('json')), 200),
  );
  app.openapi(removeSuspensionRoute, async (c) => {
    await removeSuspension(deps, c.get('auth'), c.req.valid('param'));
    return c.body(null, 204);
  });
}
