import { z } from 'zod';
import { choosableMethodSchema } from './method-options';

export const METHOD_REQUIRED_MESSAGE = 'Valitse uusi laskutustapa.';
export const CARD_REQUIRED_MESSAGE = 'Valitse kortti, jolta tilaus veloitetaan.';

const subscriptionNumber = z
  .string({ error: 'Tilausnumero on pakollinen tieto' })
  .regex(/^\d{7,8}$/, 'Tilausnumerossa on 7 tai 8 numeroa.');

export const paymentMethodOptionsQuerySchema = z.strictObject({ subscription: subscriptionNumber });

/** POST /payment-methods/changes; the same schema checks the form before it is sent. */
export const paymentMethodChangeInputSchema = z
  .strictObject({
    subscriptionNumber,
    method: choosableMethodSchema.optional(),
    cardId: z.uuid(CARD_REQUIRED_MESSAGE).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.method === undefined) {
      ctx.addIssue({ code: 'custom', path: ['method'], message: METHOD_REQUIRED_MESSAGE });
    }
    if (v.method === 'CREDIT_CARD' && v.cardId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['cardId'], message: CARD_REQUIRED_MESSAGE });
    }
    if (v.method !== 'CREDIT_CARD' && v.cardId !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['cardId'], message: 'Korttia ei valita laskulle.' });
    }
  });
export type PaymentMethodChangeInput = z.infer<typeof paymentMethodChangeInputSchema>;
