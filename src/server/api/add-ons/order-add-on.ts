import { eq } from 'drizzle-orm';
import { isInFinland } from '~/domain/add-ons/eligibility';
import { ADD_ON_END_RULE_TEXT, type AddOnOrderResult } from '~/domain/add-ons/offers';
import type { AddOnOrderFields } from '~/domain/add-ons/order-input';
import { periodEndContaining } from '~/domain/add-ons/start-date';
import { diffInDays } from '~/domain/shared/dates';
import type { PeriodUnit } from '~/domain/subscriptions/enums';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/products';
import { subscriptions } from '../../db/schema/subscriptions';
import { queueEmail } from '../../email/outbox';
import { addOnOrderedEmail } from './add-on-emails';
import { alreadyActive, moduleNotFound, notInFinland, orderBlocked } from './add-on-errors';
import { ownRunningMain } from './check-main';
import { addOnStartFor } from './add-on-start';
import { hasOrderBlock, runningModuleProductIds } from './load-main-subscription';
import { isPricedModule, offerOf, type PricedModule } from './offer-of';
import {
  customerWithAddress,
  type OwnSubscription,
} from '../../subscriptions/load-subscription-facts';
import { nextSubscriptionNumber } from '../../subscriptions/next-subscription-number';
import { lockSubscription } from '../../db/lock-subscription';

async function moduleFor(tx: Db, own: OwnSubscription, code: string): Promise<PricedModule> {
  const [product] = await tx.select().from(products).where(eq(products.code, code));
  // Unknown, a main product, another family's module or one without a price: all the same 404.
  if (!product || product.familyId !== own.product.familyId || !isPricedModule(product)) {
    throw moduleNotFound();
  }
  return product;
}

/**
 * POST /subscriptions/{n}/add-ons: the add-on as a child subscription of the main one, its audit row and the
 * confirmation e-mail, in one transaction. The main subscription's row is locked first, so a
 * double click waits for the first order and then finds it: module-already-active, nothing new.
 */
export async function orderAddOn(
  deps: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
  input: AddOnOrderFields,
): Promise<AddOnOrderResult> {
  const now = deps.clock.now();
  const today = deps.clock.today();
  return deps.db.transaction(async (tx) => {
    const own = await ownRunningMain(tx, auth.customerIds, subscriptionNumber, today);
    await lockSubscription(tx, own.sub.id);
    const main = own.sub;
    const module = await moduleFor(tx, own, input.productCode);
    const { address } = await customerWithAddress(tx, main.customerId);
    if (
      !isInFinland({ countryCode: address?.countryCode ?? '', zipCode: address?.zipCode ?? '' })
    ) {
      throw notInFinland();
    }
    if (await hasOrderBlock(tx, main.id)) throw orderBlocked();
    const startDate = await addOnStartFor(tx, main, today);
    if ((await runningModuleProductIds(tx, main.id, startDate)).has(module.id)) {
      throw alreadyActive();
    }

    const offer = offerOf(module, startDate);
    const number = await nextSubscriptionNumber(tx);
    const status = diffInDays(offer.startDate, today) > 0 ? 'PENDING' : 'ACTIVE';
    await tx.insert(subscriptions).values({
      subscriptionNumber: number,
      customerId: main.customerId,
      payerCustomerId: main.payerCustomerId,
      parentSubscriptionId: main.id,
      productId: module.id,
      status,
      subscriptionType: 'RECURRING',
      productFormat: module.productFormat,
      startDate: offer.startDate,
      // Spec §4: the add-on ends with the main subscription's period that holds its end.
      endDate: main.endDate,
      periodStartDate: offer.startDate,
      periodEndDate: periodEndContaining(offer.startDate, {
        periodStartDate: main.periodStartDate,
        periodLength: main.periodLength,
        periodUnit: main.periodUnit as PeriodUnit,
      }),
      priceCents: module.priceCents,
      periodUnit: module.periodUnit,
      periodLength: module.periodLength,
      // Billed with the main subscription, as the seeded add-on is.
      paymentMethod: main.paymentMethod,
      paymentCardId: main.paymentCardId,
      createdAt: now,
    });
    await audit(tx, {
      accountId: auth.accountId,
      customerId: main.customerId,
      action: 'ADD_ON_ORDERED',
      entity: 'subscription',
      entityId: number,
      details: { mainSubscriptionNumber: main.subscriptionNumber, productCode: module.code },
      at: now,
    });
    await queueEmail(
      tx,
      addOnOrderedEmail({
        to: auth.username,
        productName: module.name,
        addOnNumber: number,
        mainProductName: own.product.name,
        mainNumber: main.subscriptionNumber,
        priceLabel: offer.priceLabel,
        startDateLabel: offer.startDateLabel,
        endRuleText: ADD_ON_END_RULE_TEXT,
      }),
      now,
    );
    return {
      subscriptionNumber: number,
      mainSubscriptionNumber: main.subscriptionNumber,
      productName: module.name,
      status,
      startDate: offer.startDate,
      startDateLabel: offer.startDateLabel,
      priceLabel: offer.priceLabel,
      endRuleText: ADD_ON_END_RULE_TEXT,
    };
  });
}
