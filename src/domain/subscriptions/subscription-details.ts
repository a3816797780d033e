import { z } from 'zod';
import { subscriptionActionSchema } from './actions';
import {
  changeTypeSchema,
  productFormatSchema,
  subscriptionStatusSchema,
  subscriptionTypeSchema,
} from './enums';
import { statusBadgeSchema } from '../shared/status-badge';
import { subscriptionDisplayStateSchema } from './status-label';

/** A party of the subscription; a gift counterpart's name and address are '-' (spec §5, §6). */
const partySchema = z.object({
  name: z.string(),
  address: z.string(),
});

const moduleDetailsSchema = z.object({
  subscriptionNumber: z.string(),
  productName: z.string(),
  status: subscriptionStatusSchema,
  statusLabel: z.string(),
  badge: statusBadgeSchema,
});

const readingRightsSummarySchema = z.object({
  total: z.number().int(),
  /** Claimed and open invitations together. */
  shared: z.number().int(),
  /** Claimed by a reader (the meter's filled boxes). */
  claimed: z.number().int(),
  /** Open invitations (the meter's striped boxes). */
  pending: z.number().int(),
  free: z.number().int(),
  /** e.g. '2/3 vapaana (1 jaettu)' */
  label: z.string(),
});

const pendingChangeSchema = z.object({
  type: changeTypeSchema,
  typeLabel: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  periodLabel: z.string(),
  /** The new address of an address change ('-' for a gift counterpart); null for suspensions. */
  address: z.string().nullable(),
});

/**
 * The billing changes, decided by src/domain/payment-methods and src/domain/billing-period (their
 * pages explain a refusal, so these verdicts carry no reason).
 */
const billingActionSchema = z.enum(['PAYMENT_METHOD', 'BILLING_PERIOD']);

/** A company's reader count, changed in its own dialog (modal lukijoita, decision 0033). */
const companyActionSchema = z.enum(['READER_COUNT']);

const actionVerdictSchema = z.object({
  action: z.union([subscriptionActionSchema, billingActionSchema, companyActionSchema]),
  allowed: z.boolean(),
  /** Why not, in Finnish; absent when the action simply does not apply to this subscription. */
  reason: z.string().optional(),
});

/** One subscription with everything the details page shows, texts computed on the server. */
export const subscriptionDetailsSchema = z
  .object({
    id: z.string(),
    subscriptionNumber: z.string(),
    productName: z.string(),
    familyId: z.string(),
    familyName: z.string(),
    productFormat: productFormatSchema,
    status: subscriptionStatusSchema,
    subscriptionType: subscriptionTypeSchema,
    displayState: subscriptionDisplayStateSchema,
    statusLabel: z.string(),
    badge: statusBadgeSchema,
    kindLabel: z.string(),
    startDate: z.string(),
    endDate: z.string().nullable(),
    startDateLabel: z.string(),
    /** 'Jatkuu toistaiseksi' while no end date is decided. */
    endDateLabel: z.string(),
    periodLabel: z.string(),
    priceLabel: z.string(),
    /** A retention discount coming or running, e.g. 'Alennettu hinta … alkaen, 3 laskutuskautta.' */
    priceNote: z.string().nullable(),
    payer: partySchema,
    subscriber: partySchema,
    deliveryAddress: z.string(),
    billingMethodLabel: z.string(),
    modules: z.array(moduleDetailsSchema),
    /** null when the product carries no digital reading rights. */
    readingRights: readingRightsSummarySchema.nullable(),
    pendingChanges: z.array(pendingChangeSchema),
    orderChangeInProgress: z.boolean(),
    tags: z.array(z.string()),
    tagLabels: z.array(z.string()),
    actions: z.array(actionVerdictSchema),
  })
  .meta({ id: 'SubscriptionDetails' });
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;
export type PendingChange = z.infer<typeof pendingChangeSchema>;
