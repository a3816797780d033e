import { z } from 'zod';
import { periodUnitSchema } from '../subscriptions/enums';

/** Spec §5, verbatim. */
export const PERIOD_REQUIRED_MESSAGE = 'Ole hyvä ja valitse haluamasi laskutusväli';

/**
 * POST /subscriptions/{subscriptionNumber}/billing-period/changes: a period the product offers,
 * by unit and length.
 */
export const billingPeriodChangeInputSchema = z
  .strictObject({
    periodUnit: periodUnitSchema.optional(),
    periodLength: z.number().int().min(1).max(36).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.periodUnit === undefined || v.periodLength === undefined) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: PERIOD_REQUIRED_MESSAGE });
    }
  })
  // Both are required; the schema says so to clients (the form's one message is for the pair).
  .meta({ id: 'BillingPeriodChangeInput', required: ['periodUnit', 'periodLength'] });
export type BillingPeriodChangeInput = z.infer<typeof billingPeriodChangeInputSchema>;
