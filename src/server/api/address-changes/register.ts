import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { createPermanentChange } from './create-permanent-change';
import { createTemporaryChange } from './create-temporary-change';
import { listAddressChanges } from './list-address-changes';
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
  // '/address-changes/*' covers '/address-changes' itself too (Hono's wildcard).
  app.use('/address-changes/*', requireAuth(deps));
  app.openapi(listAddressChangesRoute, async (c) =>
    c.json(await listAddressChanges(deps, c.get('auth'), c.req.valid('query').subscription), 200),
  );
  app.openapi(createTemporaryChangeRoute, async (c) =>
    c.json(await createTemporaryChange(deps, c.get('auth'), c.req.valid('json')), 201),
  );
  app.openapi(createPermanentChangeRoute, async (c) =>
    c.json(await createPermanentChange(deps, c.get('auth'), c.req.valid('json')), 201),
  );
  app.openapi(updateTemporaryChangeRoute, async (c) =>
    c.json(
      await updateTemporaryChange(
        deps,
        c.get('auth'),
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
      200,
    ),
  );
  app.openapi(removeAddressChangeRoute, async (c) => {
    await removeAddressChange(deps, c.get('auth'), c.req.valid('param').id);
    return c.body(null, 204);
  });
}
