import type { OpenAPIHono } from '@hono/zod-openapi';
import { reportDate, reportWindow } from '~/domain/delivery/status-texts';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { clientAddressOf } from '../../http/client-address';
import { ownSubscriptionPattern } from '../openapi-helpers';
import { getDeliveryStatus } from './get-delivery-status';
import { reportAnonymous, requestReclaimPass } from './report-anonymous';
import { reportOwn } from './report-own';
import {
  deliveryStatusRoute,
  reportAnonymousRoute,
  reportDatesRoute,
  reclaimPassRoute,
  reportOwnRoute,
} from './routes';

export function registerDeliveryRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // The anonymous report and its dates under /delivery-reclamations/ stay open.
  app.use(ownSubscriptionPattern('delivery-status'), requireAuth(deps));
  app.use(ownSubscriptionPattern('delivery-reclamations'), requireAuth(deps));
  app.openapi(deliveryStatusRoute, async (c) =>
    c.json(
      await getDeliveryStatus(deps, c.get('auth'), c.req.valid('param').subscriptionNumber),
      200,
    ),
  );
  app.openapi(reportOwnRoute, async (c) => {
    const { subscriptionNumber } = c.req.valid('param');
    const input = c.req.valid('json');
    const { created, result } = await reportOwn(deps, c.get('auth'), subscriptionNumber, input);
    return created ? c.json(result, 201) : c.json(result, 200);
  });
  app.openapi(reportAnonymousRoute, async (c) => {
    const { created, result } = await reportAnonymous(
      deps,
      clientAddressOf(c, deps.env),
      c.req.valid('json'),
    );
    return created ? c.json(result, 201) : c.json(result, 200);
  });
  app.openapi(reclaimPassRoute, async (c) =>
    c.json(await requestReclaimPass(deps, clientAddressOf(c, deps.env), c.req.valid('json')), 202),
  );
  app.openapi(reportDatesRoute, (c) => {
    const today = deps.clock.today();
    return c.json({ dates: reportWindow(today).map((d) => reportDate(d, today)) }, 200);
  });
}
