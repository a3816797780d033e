import { z } from 'zod';

const CHOOSE_PRODUCT_MESSAGE = 'Valitse uusi tuote.';
const ACCEPT_TERMS_MESSAGE = 'Hyväksy tilausehdot vahvistaaksesi tuotteen vaihdon.';

export const productChangeStartSchema = z.enum(['NOW', 'PERIOD_END']);
export type ProductChangeStart = z.infer<typeof productChangeStartSchema>;

/**
 * The confirm page and POST /subscriptions/{subscriptionNumber}/product-change share this one
 * schema (spec §5).
 */
export const productChangeInputSchema = z
  .strictObject({
    // Spec §5 "A product must be chosen": a missing or empty code gets the same sentence.
    productCode: z
      .string(CHOOSE_PRODUCT_MESSAGE)
      .trim()
      .min(1, CHOOSE_PRODUCT_MESSAGE)
      .max(40, CHOOSE_PRODUCT_MESSAGE),
    start: productChangeStartSchema,
    acceptTerms: z.literal(true, ACCEPT_TERMS_MESSAGE),
  })
  .meta({ id: 'ProductChangeInput' });
export type ProductChangeInput = z.input<typeof productChangeInputSchema>;
