import { addDays, addMonths } from '~/domain/shared/dates';
import { atNoon, type SubscriptionSeed } from './seed-helpers';
import type { ProductCode } from './seed-products';

/** A demo subscription's values without its number and ids, dated relative to `today`. */
export interface SubscriptionTemplate {
  productCode: ProductCode;
  values: Omit<SubscriptionSeed, 'subscriptionNumber' | 'customerId' | 'productId'>;
}

// The demo seed and the development factory (fresh-customer.ts) both make their subscriptions
// from these, so a fresh customer's subscription is the demo one's twin.

/** Maija's Visa ending 1111, which pays cardPaper(), valid a couple of years ahead of today. */
export function visaCard(today: string) {
  return {
    brand: 'Visa',
    last4: '1111',
    expiryMonth: 12,
    expiryYear: Number(today.slice(0, 4)) + 2,
  };
}

/** A running monthly recurring period that started on `periodStart`. */
const monthly = (periodStart: string) =>
  ({
    status: 'ACTIVE',
    subscriptionType: 'RECURRING',
    periodStartDate: periodStart,
    periodEndDate: addDays(addMonths(periodStart, 1), -1),
    periodUnit: 'MONTHS',
    periodLength: 1,
  }) as const;

/** Maija's 2000001: the monthly card-billed newspaper, nine days into its period. */
export function cardPaper(today: string, paymentCardId: string): SubscriptionTemplate {
  const periodStart = addDays(today, -9);
  const values = {
    ...monthly(periodStart),
    productFormat: 'PAPER_AND_DIGI',
    deliveryType: 'EARLY_MORNING_DELIVERY',
    startDate: addMonths(periodStart, -31),
    priceCents: 3990,
    paymentMethod: 'CREDIT_CARD',
    paymentCardId,
  } as const;
  return { productCode: 'PS-7PV', values };
}

/**
 * The reading right Maija's 2000001 shares with her household: claimed by Matti, invited five
 * months ago and claimed the next day (one of the product's three rights, so two stay free).
 */
export function householdRight(today: string) {
  const invited = addMonths(today, -5);
  return {
    status: 'ACTIVE',
    email: 'matti.meikalainen@example.fi',
    subscriberName: 'Matti Meikäläinen',
    invitedAt: atNoon(invited),
    claimedAt: atNoon(addDays(invited, 1)),
  } as const;
}

/** Maija's 2000011: the Sudoku add-on of 2000001, on its parent's period and card. */
export function sudokuAddOn(
  today: string,
  parentSubscriptionId: string,
  paymentCardId: string,
): SubscriptionTemplate {
  const periodStart = addDays(today, -9);
  const values = {
    ...monthly(periodStart),
    parentSubscriptionId,
    productFormat: 'DIGI',
    startDate: addMonths(periodStart, -4),
    priceCents: 290,
    paymentMethod: 'CREDIT_CARD',
    paymentCardId,
  } as const;
  return { productCode: 'PS-SUDOKU', values };
}

/** Maija's 2000003: a digital newspaper cancelled last week, running three more weeks. */
export function cancelledDigi(today: string): SubscriptionTemplate {
  const periodEnd = addDays(today, 21);
  const periodStart = addMonths(addDays(periodEnd, 1), -1);
  const values = {
    status: 'CANCELLED',
    subscriptionType: 'RECURRING',
    productFormat: 'DIGI',
    startDate: addMonths(periodStart, -7),
    endDate: periodEnd,
    periodStartDate: periodStart,
    periodEndDate: periodEnd,
    priceCents: 1990,
    periodUnit: 'MONTHS',
    periodLength: 1,
    paymentMethod: 'EMAIL_INVOICE',
    cancelledAt: atNoon(addDays(today, -6)),
    cancellationReason: 'SIMILAR_CONTENT_ELSEWHERE',
  } as const;
  return { productCode: 'PS-DIGI', values };
}

/** Maija's 2000008: a running weekend paper on e-mail invoice. */
export function weekendPaper(today: string): SubscriptionTemplate {
  const periodStart = addDays(today, -3);
  const values = {
    ...monthly(periodStart),
    productFormat: 'PAPER',
    deliveryType: 'EARLY_MORNING_DELIVERY',
    startDate: addMonths(periodStart, -7),
    priceCents: 2490,
    paymentMethod: 'EMAIL_INVOICE',
  } as const;
  return { productCode: 'PS-VKL', values };
}

/** Pekka's 3000001: a quarterly paper subscription invoiced on paper, a month into its period. */
export function quarterlyLocalPaper(today: string): SubscriptionTemplate {
  const periodStart = addDays(today, -30);
  const values = {
    status: 'ACTIVE',
    subscriptionType: 'RECURRING',
    productFormat: 'PAPER',
    deliveryType: 'EARLY_MORNING_DELIVERY',
    startDate: addMonths(periodStart, -57),
    periodStartDate: periodStart,
    periodEndDate: addDays(addMonths(periodStart, 3), -1),
    priceCents: 8970,
    periodUnit: 'MONTHS',
    periodLength: 3,
    paymentMethod: 'PAPER_INVOICE',
  } as const;
  return { productCode: 'HV-6PV', values };
}

/** Esimerkki Oy's 2100001: yearly billing, seven months into the year, 10 readers. */
export function companyDigi(today: string): SubscriptionTemplate {
  const periodStart = addMonths(today, -7);
  const values = {
    status: 'ACTIVE',
    subscriptionType: 'RECURRING',
    productFormat: 'DIGI',
    startDate: addMonths(periodStart, -24),
    periodStartDate: periodStart,
    periodEndDate: addDays(addMonths(periodStart, 12), -1),
    priceCents: 190800,
    periodUnit: 'YEARS',
    periodLength: 1,
    paymentMethod: 'E_INVOICE_B2B',
    readerCount: 10,
  } as const;
  return { productCode: 'PS-DIGI-YRITYS', values };
}
