import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { createRequest } from './create-request';
import { listRequests } from './list-requests';
import { createCompanyRequestRoute, listCompanyRequestsRoute } from './routes';

export function registerCompanyRequestRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use('/company-requests/*', requireAuth(deps));
  app.openapi(listCompanyRequestsRoute, async (c) =>
    c.json(await listRequests(deps, c.get('auth'), c.req.valid('query').subscription), 200),
  );
  app.openapi(createCompanyRequestRoute, async (c) =>
    c.json(await createRequest(deps, c.get('auth'), c.req.valid('json')), 201),
  );
}
