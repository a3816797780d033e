import type { Db } from '../client';
import { ensureSubscription } from './seed-helpers';
import type { ProductCode } from './seed-products';
import { weekendPaper } from './subscription-templates';

/**
 * 2000008: a running weekend paper on e-mail invoice, for the product change demo. Browser tests
 * that change such a subscription make their own (the factory's WEEKEND_PAPER).
 */
export async function seedMaijaWeekend(
  db: Db,
  today: string,
  customerId: string,
  productIds: Record<ProductCode, string>,
): Promise<void> {
  const { productCode, values } = weekendPaper(today);
  await ensureSubscription(db, {
    ...values,
    subscriptionNumber: '2000008',
    customerId,
    productId: productIds[productCode],
  });
}
