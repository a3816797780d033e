import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { assertStaffToken } from '../../auth/staff-token';
import { ownSubscriptionPattern } from '../openapi-helpers';
import { createRequest } from './create-request';
import { handleRequest } from './handle-request';
import { listRequests } from './list-requests';
import {
  createCompanyRequestRoute,
  handleCompanyRequestRoute,
  listCompanyRequestsRoute,
  listOpenCompanyRequestsRoute,
} from './routes';
import { listOpenRequests } from './staff-requests';

export function registerCompanyRequestRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use(ownSubscriptionPattern('company-requests'), requireAuth(deps));
  app.openapi(listCompanyRequestsRoute, async (c) =>
    c.json(await listRequests(deps, c.get('auth'), c.req.valid('param').subscriptionNumber), 200),
  );
  app.openapi(createCompanyRequestRoute, async (c) => {
    const { subscriptionNumber } = c.req.valid('param');
    return c.json(
      await createRequest(deps, c.get('auth'), subscriptionNumber, c.req.valid('json')),
      201,
    );
  });

  // Customer service (decision 0034): the token before anything else, so nobody without it
  // learns even how the body is checked.
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
