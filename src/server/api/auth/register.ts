import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { login, logout, refresh, verifySession } from './handlers';
import { loginRoute, logoutRoute, refreshRoute, verifySessionRoute } from './routes';

export function registerAuthRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(verifySessionRoute, async (c) => c.json(await verifySession(deps, c), 200));
  app.openapi(refreshRoute, async (c) => c.json(await refresh(deps, c), 200));
  app.openapi(loginRoute, async (c) => c.json(await login(deps, c, c.req.valid('json')), 200));
  app.openapi(logoutRoute, async (c) => {
    await logout(deps, c);
    return c.body(null, 204);
  });
}
