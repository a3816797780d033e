import { z } from 'zod';
import { POSTPONE_WEEKS_MESSAGE } from './due-date-postponement';

/** POST /invoices/{number}/due-date: the weeks to move the due date by (spec §9: 2 or 4). */
export const postponeInputSchema = z
  .strictObject({
    weeks: z.union([z.literal(2), z.literal(4)], { error: POSTPONE_WEEKS_MESSAGE }),
  })
  .meta({ id: 'PostponeInput' });
export type PostponeInput = z.infer<typeof postponeInputSchema>;
