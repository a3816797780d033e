import type { OpenAPIHono } from '@hono/zod-openapi';
import { myDataFileName } from '~/domain/my-data/export-file';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { buildMyDataExport } from './build-export';
import { changeHistoryOf } from './change-history';
import { changeHistoryRoute, myDataRoute } from './routes';

export function registerMyDataRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use('/account/my-data', requireAuth(deps));
  app.use('/account/change-history', requireAuth(deps));
  app.openapi(myDataRoute, async (c) => {
    const now = deps.clock.now();
    const data = await buildMyDataExport(deps.db, c.get('auth'), now);
    return c.json(data, 200, {
      'content-disposition': `attachment; filename="${myDataFileName(now)}"`,
    });
  });
  app.openapi(changeHistoryRoute, async (c) =>
    c.json(await changeHistoryOf(deps.db, c.get('auth'), c.req.valid('query').page), 200),
  );
}
