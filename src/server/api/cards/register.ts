import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { deleteCardInputSchema } from '~/domain/cards/card-input';
import { requireAuth } from '../../auth/require-auth';
import { cardProviderFor } from '../../cards/configured-provider';
import { siteOrigin } from '../../env';
import { validationError } from '../../http/error-envelope';
import { completeCardSetup, startCardSetup } from './card-setups';
import { ownSubscriptionPattern } from '../openapi-helpers';
import { cardsOverview } from './cards-overview';
import { changeCard } from './change-card';
import { deleteCard } from './delete-card';
import {
  cardsOverviewRoute,
  changeCardRoute,
  completeCardSetupRoute,
  deleteCardRoute,
  startCardSetupRoute,
} from './routes';

export function registerCardRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use('/cards', requireAuth(deps));
  app.use('/cards/*', requireAuth(deps));
  app.use(ownSubscriptionPattern('card'), requireAuth(deps));
  // The provider's page and the return address are on SITE_URL, never on the request's Host.
  const origin = siteOrigin(deps.env);
  const provider = () => cardProviderFor(deps.env, origin, () => deps.clock.now());

  app.openapi(cardsOverviewRoute, async (c) =>
    c.json(await cardsOverview(deps, c.get('auth')), 200),
  );
  app.openapi(startCardSetupRoute, async (c) =>
    c.json(await startCardSetup(deps, c.get('auth'), c.req.valid('json'), provider(), origin), 201),
  );
  app.openapi(completeCardSetupRoute, async (c) =>
    c.json(
      await completeCardSetup(
        deps,
        c.get('auth'),
        new URLSearchParams(c.req.valid('json').result),
        provider(),
      ),
      200,
    ),
  );
  app.openapi(changeCardRoute, async (c) =>
    c.json(
      await changeCard(
        deps,
        c.get('auth'),
        c.req.valid('param').subscriptionNumber,
        c.req.valid('json').cardId,
      ),
      200,
    ),
  );
  app.openapi(deleteCardRoute, async (c) => {
    // The body is optional: a card in use by nothing is deleted without one.
    const body = (await c.req.json().catch(() => ({}))) as unknown;
    const parsed = deleteCardInputSchema.safeParse(body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    return c.json(
      await deleteCard(
        deps,
        c.get('auth'),
        c.req.valid('param').id,
        parsed.data.replacementCardId,
        provider(),
      ),
      200,
    );
  });
}
