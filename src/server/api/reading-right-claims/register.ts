import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { claimRight } from './claim-right';
import { previewClaim } from './preview-claim';
import { claimReadingRightRoute, previewReadingRightClaimRoute } from './routes';

export function registerReadingRightClaimRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use('/reading-right-claims', requireAuth(deps));
  app.use('/reading-right-claims/*', requireAuth(deps));
  app.openapi(previewReadingRightClaimRoute, async (c) =>
    c.json(await previewClaim(deps, c, c.get('auth'), c.req.valid('json').code), 200),
  );
  app.openapi(claimReadingRightRoute, async (c) =>
    c.json(await claimRight(deps, c, c.get('auth'), c.req.valid('json').code), 200),
  );
}
