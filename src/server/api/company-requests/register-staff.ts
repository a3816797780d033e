import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-context';
import { assertStaffToken } from '../../auth/staff-token';
import { handleRequest } from './handle-request';
import { handleCompanyRequestRoute, listOpenCompanyRequestsRoute } from './routes';
import { listOpenRequests } from './staff-requests';

/** Customer service's side of the processing requests (decision 0037): the staff token routes. */
export function registerCompanyRequestStaffRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // The token before anything else, so nobody without it learns even how the body is checked.
  const staffOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    assertStaffToken(c.req.header('authorization'), deps.env.COMPANY_REQUEST_STAFF_TOKEN);
    await next();
  };
  app.use('/staff/company-requests', staffOnly);
  app.use('/staff/company-requests/*', staffOnly);
  app.openapi(listOpenCompanyRequestsRoute, async (c) =>
    c.json(await listOpenRequests(deps.db), 200),
  );
  app.openapi(handleCompanyRequestRoute, async (c) =>
    c.json(await handleRequest(deps, c.req.valid('param').requestId, c.req.valid('json')), 200),
  );
}
