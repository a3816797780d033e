import { addDays, addMonths } from '~/domain/shared/dates';
import type { Db } from '../client';
import { ensureSubscription } from './seed-helpers';
import type { ProductCode } from './seed-products';

/**
 * 2000008: a running weekend paper on e-mail invoice. The product change demo and its e2e test
 * use it, because their change marks it as changing and other specs assert 2000001's label.
 */
export async function seedMaijaWeekend(
  db: Db,
  today: string,
  customerId: string,
  productIds: Record<ProductCode, string>,
): Promise<void> {
  const periodStart = addDays(today, -3);
  await ensureSubscription(db, {
    subscriptionNumber: '2000008',
    customerId,
    productId: productIds['PS-VKL'],
    status: 'ACTIVE',
    subscriptionType: 'RECURRING',
    productFormat: 'PAPER',
    deliveryType: 'EARLY_MORNING_DELIVERY',
    startDate: addMonths(periodStart, -7),
    periodStartDate: periodStart,
    periodEndDate: addDays(addMonths(periodStart, 1), -1),
    priceCents: 2490,
    periodUnit: 'MONTHS',
    periodLength: 1,
    paymentMethod: 'EMAIL_INVOICE',
  });
}
