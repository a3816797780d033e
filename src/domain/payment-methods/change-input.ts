import { z } from 'zod';
import { choosableMethodSchema } from './method-options';

const METHOD_REQUIRED_MESSAGE = 'Valitse uusi laskutustapa.';
const CARD_REQUIRED_MESSAGE = 'Valitse kortti, jolta tilaus veloitetaan.';

/**
 * POST /subscriptions/{subscriptionNumber}/payment-method/changes; the same schema checks the form before it is sent. A card
 * payment names a saved card (cardId) or a card still to be added (newCard: the customer goes on
 * to the card provider, and the card is asked for with a deadline, spec §4).
 */
export const paymentMethodChangeInputSchema = z
  .strictObject({
    method: choosableMethodSchema.optional(),
    cardId: z.uuid(CARD_REQUIRED_MESSAGE).optional(),
    newCard: z.literal(true).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.method === undefined) {
      ctx.addIssue({ code: 'custom', path: ['method'], message: METHOD_REQUIRED_MESSAGE });
    }
    const cardChoices = (v.cardId === undefined ? 0 : 1) + (v.newCard ? 1 : 0);
    if (v.method === 'CREDIT_CARD' && cardChoices !== 1) {
      ctx.addIssue({ code: 'custom', path: ['cardId'], message: CARD_REQUIRED_MESSAGE });
    }
    if (v.method !== 'CREDIT_CARD' && cardChoices > 0) {
      ctx.addIssue({ code: 'custom', path: ['cardId'], message: 'Korttia ei valita laskulle.' });
    }
  })
  .meta({
    id: 'PaymentMethodChangeInput',
    required: ['method'],
    description:
      'CREDIT_CARD names one card: a saved one (cardId) or one still to add (newCard); ' +
      'the other methods name none.',
  });
export type PaymentMethodChangeInput = z.infer<typeof paymentMethodChangeInputSchema>;
