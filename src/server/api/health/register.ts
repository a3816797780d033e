import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { checkReadiness } from './readiness';
import { livenessRoute, readinessRoute } from './routes';

export function registerHealthRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(livenessRoute, (c) => c.json({ status: 'ok' as const }, 200));
  app.openapi(readinessRoute, async (c) => {
    await checkReadiness(deps);
    return c.json({ status: 'ok' as const }, 200);
  });
}
