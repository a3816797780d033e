import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { createPermanentChange } from './create-permanent-change';
import { createTemporaryChange } from './create-temporary-change';
import { listAddressChanges } from './list-address-changes';
import { ownSubscriptionPattern } from '../openapi-helpers';
import { removeAddressChange } from './remove-address-change';
import {
  createPermanentChangeRoute,
  createTemporaryChangeRoute,
  listAddressChangesRoute,
  removeAddressChangeRoute,
  updateTemporaryChangeRoute,
} from './routes';
import { updateTemporaryChange } from './update-temporary-change';

export function registerAddressChangeRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use(ownSubscriptionPattern('address-changes'), requireAuth(deps));
  app.openapi(listAddressChangesRoute, async (c) =>
    c.json(
      await listAddressChanges(deps, c.get('auth'), c.req.valid('param').subscriptionNumber),
      200,
    ),
  );
  app.openapi(createTemporaryChangeRoute, async (c) => {
    const { subscriptionNumber } = c.req.valid('param');
    const input = c.req.valid('json');
    return c.json(await createTemporaryChange(deps, c.get('auth'), subscriptionNumber, input), 201);
  });
  app.openapi(createPermanentChangeRoute, async (c) => {
    const { subscriptionNumber } = c.req.valid('param');
    const input = c.req.valid('json');
    return c.json(await createPermanentChange(deps, c.get('auth'), subscriptionNumber, input), 201);
  });
  app.openapi(updateTemporaryChangeRoute, async (c) =>
    c.json(
      await updateTemporaryChange(deps, c.get('auth'), c.req.valid('param'), c.req.valid('json')),
      200,
    ),
  );
  app.openapi(removeAddressChangeRoute, async (c) => {
    await removeAddressChange(deps, c.get('auth'), c.req.valid('param'));
    return c.body(null, 204);
  });
}
