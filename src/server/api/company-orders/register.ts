import type { OpenAPIHono } from '@hono/zod-openapi';
import { orderedQuantity } from '~/domain/company-order/order-input';
import { companyOrderQuote } from '~/domain/company-order/order-views';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { offerOrNotFound, placeCompanyOrder } from './place-order';
import { startWindowOf } from './print-start';
import { companyOrderQuoteRoute, companyOrderRoute } from './routes';

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
    const { result, repeated } = await placeCompanyOrder(deps, c.get('auth'), c.req.valid('json'));
    return repeated ? c.json(result, 200) : c.json(result, 201);
  });
}
