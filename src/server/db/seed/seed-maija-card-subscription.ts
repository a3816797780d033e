import type { Db } from '../client';
import { readingRights } from '../schema/subscriptions';
import { ensureSubscription } from './seed-helpers';
import type { ProductCode } from './seed-products';
import { cardPaper, householdRight, sudokuAddOn } from './subscription-templates';

interface MaijaRefs {
  accountId: string;
  customerId: string;
  cardId: string;
  productIds: Record<ProductCode, string>;
}

/** 2000001: the monthly card-billed newspaper with an add-on and one shared reading right. */
export async function seedMaijaCardSubscription(db: Db, today: string, refs: MaijaRefs) {
  const { accountId, customerId, cardId, productIds } = refs;
  const main = cardPaper(today, cardId);
  const mainId = await ensureSubscription(db, {
    ...main.values,
    subscriptionNumber: '2000001',
    customerId,
    productId: productIds[main.productCode],
  });

  // The add-on follows its parent's billing period and card.
  const addOn = sudokuAddOn(today, mainId, cardId);
  await ensureSubscription(db, {
    ...addOn.values,
    subscriptionNumber: '2000011',
    customerId,
    productId: productIds[addOn.productCode],
  });

  // One of the product's three rights is in use by a household member, so two remain free.
  await db
    .insert(readingRights)
    .values({
      ...householdRight(today),
      subscriptionId: mainId,
      activationCode: 'DEMO-2000001-MATTI',
      inviterAccountId: accountId,
    })
    .onConflictDoNothing({ target: readingRights.activationCode });
}
