import { z } from 'zod';

// Enumerations of the subscription API contract (spec §3 and §4), spelled exactly as the
// subscription system sends them so that values pass through without mapping.

export const subscriptionStatusSchema = z.enum([
  'PENDING',
  'ACTIVE',
  'SUSPENDED',
  'FINISHED',
  'UNKNOWN',
  'ACTIVE_ORDER_BEING_RENEWED',
  'CANCELLED',
  'WAITING_CONFIRMATION',
]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

// PENDING is not a subscription type in most of the spec, but one kind list carries it (§3),
// so it is accepted here rather than failing the parse of such a subscription.
export const subscriptionTypeSchema = z.enum([
  'RECURRING',
  'FIXED_TERM',
  'SINGLE_COPY',
  'CONTROL',
  'FREE',
  'SAMPLE',
  'UNKNOWN',
  'PENDING',
]);
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;

export const productFormatSchema = z.enum(['PAPER', 'DIGI', 'PAPER_AND_DIGI', 'UNKNOWN']);
export type ProductFormat = z.infer<typeof productFormatSchema>;

export const deliveryTypeSchema = z.enum(['POSTAL_DELIVERY', 'EARLY_MORNING_DELIVERY']);
export type DeliveryType = z.infer<typeof deliveryTypeSchema>;

export const priceTypeSchema = z.enum(['PAID', 'CHEAP', 'SAMPLE', 'FREE']);
export type PriceType = z.infer<typeof priceTypeSchema>;

export const discountTypeSchema = z.enum([
  'NORMAL',
  'STUDENT',
  'OTHER',
  'FAMILY',
  'INTRO',
  'DISCOUNT_100',
]);
export type DiscountType = z.infer<typeof discountTypeSchema>;

export const subscriberRoleSchema = z.enum(['PAYER', 'SUBSCRIBER']);
export type SubscriberRole = z.infer<typeof subscriberRoleSchema>;

export const giftRoleSchema = z.enum(['GIVER', 'RECEIVER', 'UNKNOWN']);
export type GiftRole = z.infer<typeof giftRoleSchema>;

export const changeTypeSchema = z.enum([
  'SUSPENSION',
  'TEMPORARY_ADDRESS_CHANGE',
  'PERMANENT_ADDRESS_CHANGE',
]);
export type ChangeType = z.infer<typeof changeTypeSchema>;

export const productGroupSchema = z.enum(['MAGAZINE', 'NEWSPAPER']);
export type ProductGroup = z.infer<typeof productGroupSchema>;

export const periodUnitSchema = z.enum(['DAYS', 'WEEKS', 'MONTHS', 'YEARS']);
export type PeriodUnit = z.infer<typeof periodUnitSchema>;
