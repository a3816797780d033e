import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { deleteAccount } from './delete-account';
import { deletionStatus } from './deletion-status';
import { deleteAccountRoute, deletionStatusRoute } from './routes';

export function registerAccountDeletionRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // Exact paths: /account/* is shared with the username and password routes.
  app.use('/account', requireAuth(deps));
  app.use('/account/deletion', requireAuth(deps));
  app.openapi(deletionStatusRoute, async (c) =>
    c.json(await deletionStatus(deps, c.get('auth')), 200),
  );
  app.openapi(deleteAccountRoute, async (c) => {
    await deleteAccount(deps, c, c.req.valid('json'));
    return c.body(null, 204);
  });
}
