import { addDays, addMonths } from '~/domain/shared/dates';
import type { Db } from '../client';
import { ensureSubscription } from './seed-helpers';
import type { ProductCode } from './seed-products';
import { cancelledDigi } from './subscription-templates';

export interface MaijaInvoicedRefs {
  magazineId: string;
  magazineStart: string;
  magazineEnd: string;
  digiId: string;
  digiPeriodStart: string;
  digiPeriodEnd: string;
}

/** 2000002 and 2000003: Maija's e-mail-invoiced subscriptions that are still running. */
export async function seedMaijaInvoiced(
  db: Db,
  today: string,
  customerId: string,
  productIds: Record<ProductCode, string>,
): Promise<MaijaInvoicedRefs> {
  // A six-month magazine term ending in about two months; its invoice is overdue.
  const magazineEnd = addMonths(today, 2);
  const magazineStart = addDays(addMonths(magazineEnd, -6), 1);
  const magazineId = await ensureSubscription(db, {
    subscriptionNumber: '2000002',
    customerId,
    productId: productIds['KP-PAPERI'],
    status: 'ACTIVE',
    subscriptionType: 'FIXED_TERM',
    productFormat: 'PAPER',
    deliveryType: 'POSTAL_DELIVERY',
    startDate: magazineStart,
    endDate: magazineEnd,
    periodStartDate: magazineStart,
    periodEndDate: magazineEnd,
    priceCents: 4950,
    periodUnit: 'MONTHS',
    periodLength: 6,
    paymentMethod: 'EMAIL_INVOICE',
  });

  // A digital newspaper cancelled last week; it runs to the end of its period in three weeks.
  const digi = cancelledDigi(today);
  const digiId = await ensureSubscription(db, {
    ...digi.values,
    subscriptionNumber: '2000003',
    customerId,
    productId: productIds[digi.productCode],
  });
  return {
    magazineId,
    magazineStart,
    magazineEnd,
    digiId,
    digiPeriodStart: digi.values.periodStartDate,
    digiPeriodEnd: digi.values.periodEndDate,
  };
}
