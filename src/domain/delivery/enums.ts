import { z } from 'zod';

// Delivery complaint, compensation and redelivery enumerations of spec §3 and §8.

export const deliveryComplaintSchema = z.enum([
  'CLOSE_MAILBOX',
  'DELIVERED_TO_WRONG_PLACE',
  'DROP_PAPER_DOWN',
  'KKL_MISSING',
  'NOISE_COMPLAINT',
  'OTHER_REASON',
  'PAPER_DAMAGED',
  'PAPER_LATE',
  'PAPER_MISSING',
  'PARTS_MISSING',
]);
export type DeliveryComplaint = z.infer<typeof deliveryComplaintSchema>;

// REPLACEMENT_ISSUE = a new copy is delivered; EXTENSION = the period is extended by one issue.
export const compensationTypeSchema = z.enum(['REPLACEMENT_ISSUE', 'EXTENSION', 'NO_COMPENSATION']);
export type CompensationType = z.infer<typeof compensationTypeSchema>;

export const deliveryTroubleReasonSchema = z.enum([
  'GENERIC_LATE',
  'CANT_DELIVER',
  'KEY_OR_LOCK_TROUBLE',
  'WEATHER',
  'NO_DELIVERYMAN_IN_DISTRICT',
  'UNKNOWN',
]);
export type DeliveryTroubleReason = z.infer<typeof deliveryTroubleReasonSchema>;

// All result codes of §8. ALREADY_COMPENSATED is named there as a redelivery status beside
// the result codes; it is kept in the same enum so that one parse covers every answer.
// REDELIVERY_TIME_CLOSED stays as its own value besides its three "redelivered …" variants,
// because §8 lists the plain code as well.
export const deliveryReclaimResultSchema = z.enum([
  'ALREADY_COMPENSATED',
  'CANNOT_RECLAIM_MAGAZINE_ON_DELIVERYDATE',
  'CUSTOMER_CAN_PLACE_DELIVERY_RECLAIM',
  'CUSTOMER_DOES_NOT_HAVE_VALID_SUBSCRIPTION',
  'CUSTOMER_SUBSCRIPTION_IS_SUSPENDED',
  'CUSTOMER_HAS_ALREADY_PLACED_DELIVERY_RECLAIM_IN_GIVEN_DATE',
  'CUSTOMER_HAS_ALREADY_RECLAIMED_SUBSCRIPTION_PERIOD_COMPENSATION',
  'DELIVERY_ONGOING',
  'DELIVERY_TROUBLE_ENDED',
  'DELIVERY_TROUBLE_ONGOING',
  'DELIVERY_TROUBLE_REPORTED_BY_DELIVERER',
  'EARLY_MORNING_DELIVERY_NEXT_BUSINESS_DAY',
  'PAPER_CANNOT_BE_REDELIVERED',
  'PAPER_IS_NOT_PUBLISHED_IN_REQUESTED_DATE',
  'PICK_IT_UP_YOURSELF',
  'POSTAL_DELIVERY_BOX_NEXT_DAY',
  'REDELIVERY_TIME_CLOSED',
  'REDELIVERY_TIME_CLOSED_REDELIVERED_TODAY',
  'REDELIVERY_TIME_CLOSED_REDELIVERED_TOMORROW',
  'REDELIVERY_TIME_CLOSED_REDELIVERED_NEXT_BUSINESS_DAY',
  'REDELIVERY_BY_POST',
  'DELIVERY_SCHEDULED',
  'UNKNOWN',
]);
export type DeliveryReclaimResult = z.infer<typeof deliveryReclaimResultSchema>;
