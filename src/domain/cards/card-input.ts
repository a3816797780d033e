import { z } from 'zod';
import { subscriptionNumber } from '../validation/fields';
import { requiredMessage } from '../validation/messages';
import { CARD_CHOICE_MESSAGE, REPLACEMENT_MESSAGE } from './card-texts';

// The inputs of the card routes, shared by the islands and the handlers.

/** Where the card provider sends the customer back: the add-card modal or the change page. */
const cardReturnSchema = z.enum(['CARDS', 'CHANGE_CARD']);
export type CardReturn = z.infer<typeof cardReturnSchema>;

/**
 * POST /cards/setups: start adding a card at the provider's hosted page, optionally for one
 * card-billed subscription (the change page, or the modal's `maksutapa`).
 */
export const startCardSetupInputSchema = z
  .strictObject({
    returnTo: cardReturnSchema,
    subscriptionNumber: subscriptionNumber('Tilausnumero').optional(),
  })
  .refine((v) => v.returnTo !== 'CHANGE_CARD' || v.subscriptionNumber !== undefined, {
    path: ['subscriptionNumber'],
    message: requiredMessage('Tilausnumero'),
  })
  .meta({
    id: 'StartCardSetupInput',
    if: { properties: { returnTo: { const: 'CHANGE_CARD' } }, required: ['returnTo'] },
    then: { required: ['subscriptionNumber'] },
  });
export type StartCardSetupInput = z.input<typeof startCardSetupInputSchema>;

/**
 * POST /cards/setups/complete: the provider's answer exactly as it came back: the query of the
 * return address (`kortti`, and Paytrail's `checkout-*` and `signature`), e.g.
 * `kortti=…&checkout-status=ok&…`.
 */
export const completeCardSetupInputSchema = z
  .strictObject({
    result: z.string().trim().min(1, 'Kortin tallennuksen tulos puuttuu.').max(4000),
  })
  .meta({ id: 'CompleteCardSetupInput' });

/** PUT /subscriptions/{subscriptionNumber}/card: charge the subscription to another saved card. */
export const changeCardInputSchema = z
  .strictObject({
    cardId: z.uuid(CARD_CHOICE_MESSAGE),
  })
  .meta({ id: 'ChangeCardInput' });
export type ChangeCardInput = z.input<typeof changeCardInputSchema>;

/** DELETE /cards/{id}: the card that pays its subscriptions from now on, when any. */
export const deleteCardInputSchema = z
  .strictObject({
    replacementCardId: z.uuid(REPLACEMENT_MESSAGE).optional(),
  })
  .meta({ id: 'DeleteCardInput' });
export type DeleteCardInput = z.input<typeof deleteCardInputSchema>;

export const cardIdParamSchema = z.object({ id: z.uuid('Korttia ei löytynyt.') });
