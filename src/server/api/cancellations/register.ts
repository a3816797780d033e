import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { clientAddressOf } from '../../http/client-address';
import { cancelAnonymous, lookupAnonymous, requestCancelPass } from './anonymous-cancellation';
import { cancelOwn, getSummary } from './cancel-own';
import { ownSubscriptionPattern } from '../openapi-helpers';
import { getPreview } from './get-preview';
import { sendKaikkiNotice } from './kaikki-notices';
import { acceptOffer, recordOfferEvent } from './retention-offers';
import {
  acceptOfferRoute,
  anonymousCancelRoute,
  anonymousLookupRoute,
  cancelPassRoute,
  cancelRoute,
  kaikkiNoticeRoute,
  offerEventRoute,
  previewRoute,
  staffExportRoute,
  summaryRoute,
} from './routes';
import { assertStaffToken } from '../../auth/staff-token';
import { cancellationsCsv, monthRange } from './staff-export';

export function registerCancellationRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // The anonymous routes, the +Kaikki notice and the staff export (its own token) stay open.
  app.use(ownSubscriptionPattern('cancellation'), requireAuth(deps));
  app.use(ownSubscriptionPattern('cancellation-offers'), requireAuth(deps));
  app.openapi(previewRoute, async (c) => {
    const { subscriptionNumber } = c.req.valid('param');
    return c.json(
      await getPreview(deps, c.get('auth'), subscriptionNumber, c.req.valid('query')),
      200,
    );
  });
  app.openapi(summaryRoute, async (c) => {
    const { subscriptionNumber } = c.req.valid('param');
    return c.json(
      await getSummary(deps, c.get('auth'), subscriptionNumber, c.req.valid('query')),
      200,
    );
  });
  app.openapi(cancelRoute, async (c) => {
    const { subscriptionNumber } = c.req.valid('param');
    return c.json(
      await cancelOwn(deps, c.get('auth'), subscriptionNumber, c.req.valid('json')),
      201,
    );
  });
  app.openapi(offerEventRoute, async (c) => {
    const { subscriptionNumber } = c.req.valid('param');
    await recordOfferEvent(deps, c.get('auth'), subscriptionNumber, c.req.valid('json'));
    return c.body(null, 204);
  });
  app.openapi(acceptOfferRoute, async (c) => {
    const { subscriptionNumber } = c.req.valid('param');
    return c.json(
      await acceptOffer(deps, c.get('auth'), subscriptionNumber, c.req.valid('json')),
      200,
    );
  });
  app.openapi(anonymousLookupRoute, async (c) =>
    c.json(await lookupAnonymous(deps, clientAddressOf(c, deps.env), c.req.valid('json')), 200),
  );
  app.openapi(anonymousCancelRoute, async (c) =>
    c.json(await cancelAnonymous(deps, clientAddressOf(c, deps.env), c.req.valid('json')), 201),
  );
  app.openapi(cancelPassRoute, async (c) =>
    c.json(await requestCancelPass(deps, clientAddressOf(c, deps.env), c.req.valid('json')), 202),
  );
  app.openapi(kaikkiNoticeRoute, async (c) =>
    c.json(await sendKaikkiNotice(deps, clientAddressOf(c, deps.env), c.req.valid('json')), 201),
  );
  app.openapi(staffExportRoute, async (c) => {
    assertStaffToken(c.req.header('authorization'), deps.env.CANCELLATION_EXPORT_TOKEN);
    const q = c.req.valid('query');
    const range = monthRange(q.from, q.to, deps.clock.today());
    const csv = await cancellationsCsv(deps.db, range, q.view);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="lopetukset-${range.start.slice(0, 7)}.csv"`,
      'cache-control': 'no-store',
    });
  });
}
