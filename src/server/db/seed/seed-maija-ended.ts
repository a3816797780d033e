import { addDays, addMonths } from '~/domain/shared/dates';
import type { Db } from '../client';
import { atNoon, ensureSubscription } from './seed-helpers';
import type { ProductCode } from './seed-products';

export interface MaijaEndedRefs {
  oldNewspaperId: string;
  oldPeriodStart: string;
  oldPeriodEnd: string;
}

/** 2000004 ended 3 months ago (still listed); 2000005 ended 14 months ago (too old to list). */
export async function seedMaijaEnded(
  db: Db,
  today: string,
  customerId: string,
  productIds: Record<ProductCode, string>,
): Promise<MaijaEndedRefs> {
  const magazineEnd = addMonths(today, -3);
  const magazineStart = addDays(addMonths(magazineEnd, -12), 1);
  await ensureSubscription(db, {
    subscriptionNumber: '2000004',
    customerId,
    productId: productIds['TMP-PAPERI'],
    status: 'FINISHED',
    subscriptionType: 'FIXED_TERM',
    productFormat: 'PAPER',
    deliveryType: 'POSTAL_DELIVERY',
    startDate: magazineStart,
    endDate: magazineEnd,
    periodStartDate: magazineStart,
    periodEndDate: magazineEnd,
    priceCents: 8900,
    periodUnit: 'MONTHS',
    periodLength: 12,
    paymentMethod: 'EMAIL_INVOICE',
  });

  const oldPeriodEnd = addMonths(today, -14);
  const oldPeriodStart = addDays(addMonths(oldPeriodEnd, -1), 1);
  const oldNewspaperId = await ensureSubscription(db, {
    subscriptionNumber: '2000005',
    customerId,
    productId: productIds['PS-VKL'],
    status: 'FINISHED',
    subscriptionType: 'RECURRING',
    productFormat: 'PAPER',
    deliveryType: 'EARLY_MORNING_DELIVERY',
    startDate: addMonths(oldPeriodStart, -18),
    endDate: oldPeriodEnd,
    periodStartDate: oldPeriodStart,
    periodEndDate: oldPeriodEnd,
    priceCents: 1890,
    periodUnit: 'MONTHS',
    periodLength: 1,
    paymentMethod: 'EMAIL_INVOICE',
    cancelledAt: atNoon(addDays(oldPeriodEnd, -20)),
    cancellationReason: 'NOT_INTERESTED',
  });
  return { oldNewspaperId, oldPeriodStart, oldPeriodEnd };
}
