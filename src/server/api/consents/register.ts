import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { changeConsents } from './change-consents';
import { getConsents } from './get-consents';
import { consentChangeRoute, consentsRoute } from './routes';

export function registerConsentRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use('/consents', requireAuth(deps));
  app.openapi(consentsRoute, async (c) => c.json(await getConsents(deps, c.get('auth')), 200));
  app.openapi(consentChangeRoute, async (c) =>
    c.json(await changeConsents(deps, c.get('auth'), c.req.valid('json')), 200),
  );
}
