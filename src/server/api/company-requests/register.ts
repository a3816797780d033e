import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { ownSubscriptionPattern } from '../openapi-helpers';
import { createRequest } from './create-request';
import { listRequests } from './list-requests';
import { createCompanyRequestRoute, listCompanyRequestsRoute } from './routes';

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
}
