import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { getChangeOptions } from './get-change-options';
import { requestProductChange } from './request-product-change';
import { getPendingChange } from './get-pending-change';
import { pendingProductChangeRoute, productChangeOptionsRoute, productChangeRoute } from './routes';

export function registerProductChangeRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // '/product-change/*' covers POST /product-change itself too (Hono's wildcard).
  app.use('/product-change/*', requireAuth(deps));
  app.openapi(productChangeOptionsRoute, async (c) =>
    c.json(await getChangeOptions(deps, c.get('auth'), c.req.valid('query').subscription), 200),
  );
  app.openapi(pendingProductChangeRoute, async (c) =>
    c.json(await getPendingChange(deps, c.get('auth'), c.req.valid('query').subscription), 200),
  );
  app.openapi(productChangeRoute, async (c) =>
    c.json(await requestProductChange(deps, c.get('auth'), c.req.valid('json')), 201),
  );
}
