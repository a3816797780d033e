import { z } from 'zod';
import { requiredString, subscriptionNumber } from '../validation/fields';
import { TERMS_MESSAGE } from './order-texts';

export { TERMS_MESSAGE } from './order-texts';

/** POST /add-ons and the order view's form: which add-on to which main subscription. */
export const addOnOrderInputSchema = z
  .strictObject({
    subscriptionNumber: subscriptionNumber('Tilausnumero'),
    productCode: requiredString('Lisätilaus', { max: 40 }),
    acceptTerms: z.literal(true, TERMS_MESSAGE),
  })
  .meta({ id: 'AddOnOrderInput' });
export type AddOnOrderInput = z.input<typeof addOnOrderInputSchema>;
export type AddOnOrderFields = z.output<typeof addOnOrderInputSchema>;

/** GET /add-ons?subscription=<number>: the offers for one main subscription. */
export const addOnOffersQuerySchema = z.strictObject({
  subscription: subscriptionNumber('Tilausnumero'),
});
