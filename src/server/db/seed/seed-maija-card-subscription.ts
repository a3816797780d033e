import { addDays, addMonths } from '~/domain/shared/dates';
import type { Db } from '../client';
import { readingRights } from '../schema/subscriptions';
import { atNoon, ensureSubscription } from './seed-helpers';
import type { ProductCode } from './seed-products';

interface MaijaRefs {
  accountId: string;
  customerId: string;
  cardId: string;
  productIds: Record<ProductCode, string>;
}

/** 2000001: the monthly card-billed newspaper with an add-on and one shared reading right. */
export async function seedMaijaCardSubscription(db: Db, today: string, refs: MaijaRefs) {
  const { accountId, customerId, cardId, productIds } = refs;
  const periodStart = addDays(today, -9);
  const periodEnd = addDays(addMonths(periodStart, 1), -1);
  const mainId = await ensureSubscription(db, {
    subscriptionNumber: '2000001',
    customerId,
    productId: productIds['PS-7PV'],
    status: 'ACTIVE',
    subscriptionType: 'RECURRING',
    productFormat: 'PAPER_AND_DIGI',
    deliveryType: 'EARLY_MORNING_DELIVERY',
    startDate: addMonths(periodStart, -31),
    periodStartDate: periodStart,
    periodEndDate: periodEnd,
    priceCents: 3990,
    periodUnit: 'MONTHS',
    periodLength: 1,
    paymentMethod: 'CREDIT_CARD',
    paymentCardId: cardId,
  });

  // The add-on follows its parent's billing period and card.
  await ensureSubscription(db, {
    subscriptionNumber: '2000011',
    customerId,
    parentSubscriptionId: mainId,
    productId: productIds['PS-SUDOKU'],
    status: 'ACTIVE',
    subscriptionType: 'RECURRING',
    productFormat: 'DIGI',
    startDate: addMonths(periodStart, -4),
    periodStartDate: periodStart,
    periodEndDate: periodEnd,
    priceCents: 290,
    periodUnit: 'MONTHS',
    periodLength: 1,
    paymentMethod: 'CREDIT_CARD',
    paymentCardId: cardId,
  });

  // One of the product's three rights is in use by a household member, so two remain free.
  const invited = addMonths(today, -5);
  await db
    .insert(readingRights)
    .values({
      subscriptionId: mainId,
      status: 'ACTIVE',
      email: 'matti.meikalainen@example.fi',
      subscriberName: 'Matti Meikäläinen',
      activationCode: 'DEMO-2000001-MATTI',
      inviterAccountId: accountId,
      invitedAt: atNoon(invited),
      claimedAt: atNoon(addDays(invited, 1)),
    })
    .onConflictDoNothing({ target: readingRights.activationCode });
}
