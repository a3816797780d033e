import { z } from 'zod';
import { requiredString } from '../validation/fields';
import { TERMS_MESSAGE } from './order-texts';

export { TERMS_MESSAGE } from './order-texts';

/**
 * POST /subscriptions/{subscriptionNumber}/add-ons and the order view's form: which add-on (the
 * main subscription is the path's).
 */
export const addOnOrderInputSchema = z
  .strictObject({
    productCode: requiredString('Lisätilaus', { max: 40 }),
    acceptTerms: z.literal(true, TERMS_MESSAGE),
  })
  .meta({ id: 'AddOnOrderInput' });
export type AddOnOrderInput = z.input<typeof addOnOrderInputSchema>;
export type AddOnOrderFields = z.output<typeof addOnOrderInputSchema>;
