import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { hashPassword } from '../../auth/password';
import { DEMO_PASSWORD } from '../../db/seed/seed-demo-data';
import { createFreshCustomer } from '../../db/seed/fresh-customer';
import { developmentFeatures } from '../../env';
import { notFound } from '../../http/http-error';
import { freshCustomerRoute } from './routes';

/**
 * The development customer factory: browser tests create the customer they change, so that no
 * spec depends on another one's leftovers or on running last.
 */
export function registerDevCustomerRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(freshCustomerRoute, async (c) => {
    // Outside development the factory does not exist: it would let anyone make accounts.
    if (!developmentFeatures(deps.env)) throw notFound();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const made = await createFreshCustomer(
      deps.db,
      deps.clock.today(),
      passwordHash,
      c.req.valid('json'),
    );
    return c.json(made, 201);
  });
}
