import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { login, logout, logoutEverywhere, refresh, verifySession } from './handlers';
import {
  loginRoute,
  logoutAllRoute,
  logoutRoute,
  refreshRoute,
  verifySessionRoute,
} from './routes';

export function registerAuthRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use('/auth/logout-all', requireAuth(deps));
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
}
