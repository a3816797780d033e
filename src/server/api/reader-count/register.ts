import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { ownSubscriptionPattern } from '../openapi-helpers';
import { createReaderCountChange } from './create-change';
import { readerCountOverview, readerCountPreview } from './reader-count-handlers';
import {
  readerCountChangeRoute,
  readerCountOverviewRoute,
  readerCountPreviewRoute,
} from './routes';

/** The company reader count (modals lukijoita, lukijoita-v2; decision 0033). */
export function registerReaderCountRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use(ownSubscriptionPattern('reader-count'), requireAuth(deps));
  app.openapi(readerCountOverviewRoute, async (c) =>
    c.json(
      await readerCountOverview(deps, c.get('auth'), c.req.valid('param').subscriptionNumber),
      200,
    ),
  );
  app.openapi(readerCountPreviewRoute, async (c) =>
    c.json(
      await readerCountPreview(
        deps,
        c.get('auth'),
        c.req.valid('param').subscriptionNumber,
        c.req.valid('json').readers,
      ),
      200,
    ),
  );
  app.openapi(readerCountChangeRoute, async (c) =>
    c.json(
      await createReaderCountChange(
        deps,
        c.get('auth'),
        c.req.valid('param').subscriptionNumber,
        c.req.valid('json').readers,
      ),
      201,
    ),
  );
}
