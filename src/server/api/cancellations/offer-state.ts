import { and, eq, inArray } from 'drizzle-orm';
import { type RetentionOffer, retentionOffersFor } from '~/domain/cancellation/retention-offers';
import type { PeriodUnit, ProductFormat, SubscriptionType } from '~/domain/subscriptions/enums';
import type { Db } from '../../db/client';
import { retentionOfferEvents } from '../../db/schema/cancellations';
import { canSuspend, type MainTarget } from './load-target';

/** The customer has answered the offers (declined or accepted one): they are not shown again. */
export async function offersAnswered(db: Db, subscriptionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: retentionOfferEvents.id })
    .from(retentionOfferEvents)
    .where(
      and(
        eq(retentionOfferEvents.subscriptionId, subscriptionId),
        inArray(retentionOfferEvents.event, ['DECLINED', 'ACCEPTED']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The configured offers that fit the subscription (answered or not). */
export function applicableOffers(t: MainTarget): RetentionOffer[] {
  const { sub, product } = t.own;
  return retentionOffersFor({
    familyId: product.familyId,
    productFormat: sub.productFormat as ProductFormat,
    subscriptionType: sub.subscriptionType as SubscriptionType,
    priceCents: sub.priceCents,
    periodLength: sub.periodLength,
    periodUnit: sub.periodUnit as PeriodUnit,
    familyProducts: t.facts.family.map((p) => ({
      code: p.code,
      name: p.name,
      productFormat: p.productFormat as ProductFormat,
      isModule: p.isModule,
    })),
    orderChangeInProgress: sub.orderChangeInProgress,
    canSuspend: canSuspend(t),
  });
}

/** Offers to show now: never to a blocked (e.g. already cancelled) subscription, and once. */
export async function offersToShow(
  db: Db,
  t: MainTarget,
  blocked: boolean,
): Promise<RetentionOffer[]> {
  if (blocked) return [];
  const offers = applicableOffers(t);
  if (offers.length === 0) return [];
  return (await offersAnswered(db, t.own.sub.id)) ? [] : offers;
}
