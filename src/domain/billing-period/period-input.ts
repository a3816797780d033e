import { z } from 'zod';
import { periodUnitSchema } from '../subscriptions/enums';

/** Spec §5, verbatim. */
export const PERIOD_REQUIRED_MESSAGE = 'Ole hyvä ja valitse haluamasi laskutusväli';

const subscriptionNumber = z
  .string({ error: 'Tilausnumero on pakollinen tieto' })
  .regex(/^\d{7,8}$/, 'Tilausnumerossa on 7 tai 8 numeroa.');

export const billingPeriodQuerySchema = z.strictObject({ subscription: subscriptionNumber });

/** POST /billing-periods/changes: a period the product offers, by unit and length. */
export const billingPeriodChangeInputSchema = z
  .strictObject({
    subscriptionNumber,
    periodUnit: periodUnitSchema.optional(),
    periodLength: z.number().int().min(1).max(36).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.periodUnit === undefined || v.periodLength === undefined) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: PERIOD_REQUIRED_MESSAGE });
    }
  });
export type BillingPeriodChangeInput = z.infer<typeof billingPeriodChangeInputSchema>;
