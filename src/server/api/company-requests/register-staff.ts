import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { staffOnly } from '../../auth/staff-token';
import { handleRequest } from './handle-request';
import { handleCompanyRequestRoute, listOpenCompanyRequestsRoute } from './routes';
import { listOpenRequests } from './staff-requests';

/** Customer service's side of the processing requests (decision 0037): the staff token routes. */
export function registerCompanyRequestStaffRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const guard = staffOnly(() => deps.env.COMPANY_REQUEST_STAFF_TOKEN);
  app.use('/staff/company-requests', guard);
  app.use('/staff/company-requests/*', guard);
  app.openapi(listOpenCompanyRequestsRoute, async (c) =>
    c.json(await listOpenRequests(deps.db), 200),
  );
  app.openapi(handleCompanyRequestRoute, async (c) =>
    c.json(await handleRequest(deps, c.req.valid('param').requestId, c.req.valid('json')), 200),
  );
}
