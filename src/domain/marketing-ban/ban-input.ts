import { z } from 'zod';

export const BAN_CONFIRM_MESSAGE =
  'Vahvista markkinointikielto valitsemalla kohta "Haluan kieltää kaiken markkinoinnin".';

/** POST /marketing-ban: the customer's explicit confirmation. */
export const marketingBanInputSchema = z
  .strictObject({
    confirm: z.literal(true, { error: BAN_CONFIRM_MESSAGE }),
  })
  .meta({ id: 'MarketingBanInput' });
export type MarketingBanInput = z.infer<typeof marketingBanInputSchema>;
