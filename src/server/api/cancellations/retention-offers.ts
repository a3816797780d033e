import { eq } from 'drizzle-orm';
import type { AcceptOfferFields, OfferEventFields } from '~/domain/cancellation/cancellation-input';
import type { OfferAccepted } from '~/domain/cancellation/cancellation-views';
import { discountedCents, offerConfig } from '~/domain/cancellation/retention-offers';
import { addDays, formatDate } from '~/domain/shared/dates';
import { suspensionModalUrl } from '~/domain/suspensions/modal-link';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import type { Db } from '../../db/client';
import { retentionDiscounts, retentionOfferEvents } from '../../db/schema/cancellations';
import { productChangeRequests } from '../../db/schema/product-changes';
import { subscriptions } from '../../db/schema/subscriptions';
import { queueEmail } from '../../email/outbox';
import { discountAcceptedEmail, switchToDigitalEmail } from './cancellation-emails';
import { cancellationBlocked, offerNotAvailable } from './cancellation-errors';
import { loadMainTarget, type MainTarget, mainBlockOf } from './load-target';
import { applicableOffers, offersAnswered } from './offer-state';

const detailsUrl = (n: string) => `/tilaukset/tiedot?tilaus=${n}`;

/**
 * POST /subscriptions/{n}/cancellation-offers/events: VIEWED when the offers were shown, DECLINED when the
 * customer went on cancelling past them (after which they are not shown again).
 */
export async function recordOfferEvent(
  { db, clock }: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
  input: OfferEventFields,
): Promise<void> {
  const t = await loadMainTarget(db, auth.customerIds, subscriptionNumber, clock.today());
  const offers = applicableOffers(t);
  if (offers.length === 0) return;
  const now = clock.now();
  await db.insert(retentionOfferEvents).values(
    input.event === 'VIEWED'
      ? offers.map((o) => ({
          subscriptionId: t.own.sub.id,
          offerId: o.id,
          event: 'VIEWED',
          accountId: auth.accountId,
          createdAt: now,
        }))
      : [
          {
            subscriptionId: t.own.sub.id,
            offerId: null,
            event: 'DECLINED',
            accountId: auth.accountId,
            createdAt: now,
          },
        ],
  );
}

async function applyDiscount(
  tx: Db,
  t: MainTarget,
  offer: { id: string; description: string },
  config: { percentOff: number; periods: number },
  auth: AuthContext,
  now: Date,
): Promise<string> {
  const { sub, product } = t.own;
  const validFrom = addDays(sub.periodEndDate, 1);
  await tx.insert(retentionDiscounts).values({
    subscriptionId: sub.id,
    offerId: offer.id,
    normalPriceCents: sub.priceCents,
    discountedPriceCents: discountedCents(sub.priceCents, config.percentOff),
    periods: config.periods,
    validFrom,
    createdAt: now,
  });
  await queueEmail(
    tx,
    discountAcceptedEmail({
      to: auth.username,
      productName: product.name,
      subscriptionNumber: sub.subscriptionNumber,
      description: offer.description,
    }),
    now,
  );
  return `Alennettu hinta on voimassa ${formatDate(validFrom)} alkaen. Lähetimme vahvistuksen sähköpostiisi.`;
}

async function requestDigital(
  tx: Db,
  t: MainTarget,
  productCode: string,
  auth: AuthContext,
  now: Date,
): Promise<string> {
  const { sub, product } = t.own;
  const target = t.facts.family.find((p) => p.code === productCode);
  if (!target) throw offerNotAvailable();
  const effectiveDate = addDays(sub.periodEndDate, 1);
  // The same request a product change makes (src/server/api/product-change): customer service
  // carries it out, and meanwhile the subscription shows the order-change marker.
  await tx.insert(productChangeRequests).values({
    subscriptionId: sub.id,
    fromProductId: product.id,
    toProductId: target.id,
    startOption: 'PERIOD_END',
    effectiveDate,
    status: 'PENDING',
    createdAt: now,
    channel: 'WEB',
  });
  await tx
    .update(subscriptions)
    .set({ orderChangeInProgress: true })
    .where(eq(subscriptions.id, sub.id));
  await queueEmail(
    tx,
    switchToDigitalEmail({
      to: auth.username,
      subscriptionNumber: sub.subscriptionNumber,
      fromName: product.name,
      toName: target.name,
      effectiveDate,
    }),
    now,
  );
  return `Tilauksesi vaihtuu digilehteen ${target.name} ${formatDate(effectiveDate)} alkaen. Lähetimme vahvistuksen sähköpostiisi.`;
}

/**
 * POST /subscriptions/{n}/cancellation-offers/accept: the offer really changes the subscription (a discount for
 * the next periods, or a product change to digital), or, for a suspension, leads to the
 * suspension modal. Either way the cancellation flow ends; the subscription is not cancelled.
 */
export async function acceptOffer(
  deps: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
  input: AcceptOfferFields,
): Promise<OfferAccepted> {
  const today = deps.clock.today();
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const t = await loadMainTarget(tx, auth.customerIds, subscriptionNumber, today, true);
    const block = mainBlockOf(t);
    if (block) throw cancellationBlocked(block, t.actionFacts);
    const offer = applicableOffers(t).find((o) => o.id === input.offerId);
    const config = offerConfig(t.own.product.familyId, input.offerId);
    if (!offer || !config || (await offersAnswered(tx, t.own.sub.id))) throw offerNotAvailable();
    const n = t.own.sub.subscriptionNumber;
    let message: string;
    let nextUrl = detailsUrl(n);
    switch (config.kind) {
      case 'DISCOUNT':
        message = await applyDiscount(tx, t, offer, config, auth, now);
        break;
      case 'SWITCH_TO_DIGITAL':
        message = await requestDigital(tx, t, config.productCode, auth, now);
        break;
      case 'SUSPEND':
        message = 'Valitse keskeytyksen päivät. Tilaustasi ei lopetettu.';
        nextUrl = suspensionModalUrl(n);
        break;
    }
    await tx.insert(retentionOfferEvents).values({
      subscriptionId: t.own.sub.id,
      offerId: offer.id,
      event: 'ACCEPTED',
      accountId: auth.accountId,
      createdAt: now,
    });
    await audit(tx, {
      accountId: auth.accountId,
      customerId: t.own.sub.customerId,
      action: 'RETENTION_OFFER_ACCEPTED',
      entity: 'subscription',
      entityId: n,
      details: { offerId: offer.id, kind: offer.kind },
      at: now,
    });
    return { offerId: offer.id, kind: offer.kind, message, nextUrl };
  });
}
