import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { readInfo } from './read-info';
import { CUSTOMER_INFO_PATH, readCustomerInfoRoute, updateCustomerInfoRoute } from './routes';
import { updateInfo } from './update-info';

export function registerCustomerInfoRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use(CUSTOMER_INFO_PATH, requireAuth(deps));
  app.openapi(readCustomerInfoRoute, async (c) => c.json(await readInfo(deps, c.get('auth')), 200));
  app.openapi(updateCustomerInfoRoute, async (c) =>
    c.json(await updateInfo(deps, c.get('auth'), c.req.valid('json')), 200),
  );
}
