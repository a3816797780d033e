import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { consentCustomerId } from '../../consents/consent-customer';
import { findMarketingBan } from '../../consents/ban-store';
import { banView } from '../../consents/consents-view';
import { removeMarketingBan } from './remove-ban';
import { marketingBanRoute, removeMarketingBanRoute, setMarketingBanRoute } from './routes';
import { setMarketingBan } from './set-ban';

export function registerMarketingBanRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use('/marketing-ban', requireAuth(deps));
  app.openapi(marketingBanRoute, async (c) => {
    const customerId = await consentCustomerId(deps.db, c.get('auth'));
    const ban = await findMarketingBan(deps.db, customerId);
    return c.json(banView(ban?.createdAt ?? null), 200);
  });
  app.openapi(setMarketingBanRoute, async (c) => {
    c.req.valid('json');
    const { created, ban } = await setMarketingBan(deps, c.get('auth'));
    return created ? c.json(ban, 201) : c.json(ban, 200);
  });
  app.openapi(removeMarketingBanRoute, async (c) =>
    c.json(await removeMarketingBan(deps, c.get('auth')), 200),
  );
}
