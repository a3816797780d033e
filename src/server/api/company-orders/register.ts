import type { OpenAPIHono } from '@hono/zod-openapi';
import { orderedQuantity } from '~/domain/company-order/order-input';
import { companyOrderQuote } from '~/domain/company-order/order-views';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { acceptApproval, getApproval, refuseApproval } from './order-approvals';
import { offerOrNotFound, placeCompanyOrder } from './place-order';
import { startWindowOf } from './print-start';
import {
  companyOrderAcceptRoute,
  companyOrderApprovalRoute,
  companyOrderQuoteRoute,
  companyOrderRefuseRoute,
  companyOrderRoute,
} from './routes';

/** The company order wizard /tilaa/yritykselle/{slug} (decision 0038). */
export function registerCompanyOrderRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(companyOrderQuoteRoute, async (c) => {
    const query = c.req.valid('query');
    const offer = offerOrNotFound(query.slug);
    const window = await startWindowOf(deps.db, offer, deps.clock.today());
    return c.json(companyOrderQuote(offer, orderedQuantity(offer.kind, query), window), 200);
  });
  app.use('/company-orders', requireAuth(deps));
  app.openapi(companyOrderRoute, async (c) => {
    const outcome = await placeCompanyOrder(deps, c.get('auth'), c.req.valid('json'));
    if (outcome.kind === 'waiting') return c.json(outcome.waiting, 202);
    return outcome.repeated ? c.json(outcome.result, 200) : c.json(outcome.result, 201);
  });
  app.use('/company-order-approvals/*', requireAuth(deps));
  app.openapi(companyOrderApprovalRoute, async (c) =>
    c.json(await getApproval(deps, c.get('auth'), c.req.valid('param').id), 200),
  );
  app.openapi(companyOrderAcceptRoute, async (c) =>
    c.json(await acceptApproval(deps, c.get('auth'), c.req.valid('param').id), 200),
  );
  app.openapi(companyOrderRefuseRoute, async (c) =>
    c.json(await refuseApproval(deps, c.get('auth'), c.req.valid('param').id), 200),
  );
}
