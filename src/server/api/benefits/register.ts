import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, inArray, isNull } from 'drizzle-orm';
import { BENEFIT_REFUSAL_KEYS } from '~/domain/benefits/benefit-texts';
import { benefitEligibility } from '~/domain/benefits/eligibility';
import type {
  ProductFormat,
  SubscriptionStatus,
  SubscriptionType,
} from '~/domain/subscriptions/enums';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { benefitRedemption } from '../../benefits/benefit-redemptions';
import { subscriptions } from '../../db/schema/subscriptions';
import { HttpError } from '../../http/http-error';
import { benefitRedemptionRoute } from './routes';

/** Customer benefits (issue 17 item 2): the code only for an eligible session. */
export function registerBenefitRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.use('/benefits/*', requireAuth(deps));
  app.openapi(benefitRedemptionRoute, async (c) => {
    const { category, benefit } = c.req.valid('param');
    const redemption = benefitRedemption(`${category}/${benefit}`);
    if (!redemption) throw new HttpError(404, 'benefit-not-found');
    const { customerIds } = c.get('auth');
    // The main subscriptions the session's customers own (add-ons follow their main one).
    const rows = await deps.db
      .select({
        status: subscriptions.status,
        subscriptionType: subscriptions.subscriptionType,
        productFormat: subscriptions.productFormat,
        startDate: subscriptions.startDate,
        endDate: subscriptions.endDate,
      })
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.customerId, customerIds),
          isNull(subscriptions.parentSubscriptionId),
        ),
      );
    const verdict = benefitEligibility(
      rows.map((r) => ({
        ...r,
        status: r.status as SubscriptionStatus,
        subscriptionType: r.subscriptionType as SubscriptionType,
        productFormat: r.productFormat as ProductFormat,
        orderChangeInProgress: false,
      })),
      deps.clock.today(),
    );
    if (!verdict.eligible) throw new HttpError(403, BENEFIT_REFUSAL_KEYS[verdict.reason]);
    return c.json(redemption, 200);
  });
}
