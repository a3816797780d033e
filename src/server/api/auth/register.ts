import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { listCompanies, switchCompany } from './company-handlers';
import { login, logout, logoutEverywhere, refresh, verifySession } from './handlers';
import {
  companiesRoute,
  loginRoute,
  logoutAllRoute,
  logoutRoute,
  refreshRoute,
  switchCompanyRoute,
  verifySessionRoute,
} from './routes';

export function registerAuthRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use('/auth/logout-all', requireAuth(deps));
  app.use('/auth/company', requireAuth(deps));
  app.use('/auth/companies', requireAuth(deps));
  app.openapi(verifySessionRoute, async (c) => c.json(await verifySession(deps, c), 200));
  app.openapi(refreshRoute, async (c) => c.json(await refresh(deps, c), 200));
  app.openapi(loginRoute, async (c) => c.json(await login(deps, c, c.req.valid('json')), 200));
  app.openapi(logoutRoute, async (c) => {
    await logout(deps, c);
    return c.body(null, 204);
  });
  app.openapi(logoutAllRoute, async (c) => {
    await logoutEverywhere(deps, c);
    return c.body(null, 204);
  });
  app.openapi(companiesRoute, async (c) => c.json(await listCompanies(deps, c.get('auth')), 200));
  app.openapi(switchCompanyRoute, async (c) =>
    c.json(await switchCompany(deps, c.get('auth'), c.req.valid('json')), 200),
  );
}
