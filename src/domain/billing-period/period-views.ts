import { z } from 'zod';
import { periodUnitSchema } from '../subscriptions/enums';
import { pendingChangeSchema } from '../payment-methods/views';

const periodOptionSchema = z.object({
  periodUnit: periodUnitSchema,
  periodLength: z.number().int(),
  priceCents: z.number().int(),
  /** '3 kk' */
  periodLabel: z.string(),
  /** '114,90 € / 3 kk' */
  priceLabel: z.string(),
  /** '38,30 € / kk' */
  monthlyLabel: z.string(),
  current: z.boolean(),
});
export type PeriodOption = z.infer<typeof periodOptionSchema>;

export const periodChoiceSchema = z
  .object({
    subscriptionNumber: z.string(),
    productName: z.string(),
    /** The subscription's own agreed price now, e.g. '39,90 € / 1 kk'. */
    currentPriceLabel: z.string(),
    options: z.array(periodOptionSchema),
    effectiveDate: z.string(),
    effectiveDateLabel: z.string(),
    effectiveText: z.string(),
    pending: pendingChangeSchema.nullable(),
  })
  .meta({ id: 'PeriodChoice' });
export type PeriodChoice = z.infer<typeof periodChoiceSchema>;

export const periodChangeResultSchema = z
  .object({
    subscriptionNumber: z.string(),
    pending: pendingChangeSchema,
    notice: z.string(),
  })
  .meta({ id: 'PeriodChangeResult' });
export type PeriodChangeResult = z.infer<typeof periodChangeResultSchema>;
