import { z } from 'zod';
import { requiredMessage } from '../validation/messages';
import {
  CONFIRM_REQUIRED_MESSAGE,
  DELETION_REASONS,
  FEEDBACK_MAX_LENGTH,
  PASSWORD_LABEL,
} from './deletion-texts';

// The input of DELETE /account (spec §7: body password), shared by the form and the handler.

/** The optional questionnaire; stored only as anonymous feedback, and only when the flag is on. */
const deletionQuestionnaireSchema = z.strictObject({
  reasons: z.array(z.enum(DELETION_REASONS, 'Valitse syy listalta.')).max(DELETION_REASONS.length),
  feedback: z
    .string()
    .trim()
    .max(FEEDBACK_MAX_LENGTH, `Kirjoita enintään ${FEEDBACK_MAX_LENGTH} merkkiä.`),
});

/** Not trimmed: spaces are legitimate password characters. */
const password = z
  .string({ error: requiredMessage(PASSWORD_LABEL) })
  .min(1, requiredMessage(PASSWORD_LABEL))
  .max(1024, 'Salasana on liian pitkä.');

/**
 * DELETE /account. `confirmed` is the box "Tiedän, että poistoa ei voi perua": the API asks for
 * it too, so no client can delete an account without the customer having said so.
 */
export const accountDeletionInputSchema = z
  .strictObject({
    password,
    confirmed: z.literal(true, CONFIRM_REQUIRED_MESSAGE),
    questionnaire: deletionQuestionnaireSchema.optional(),
  })
  .meta({ id: 'AccountDeletionInput' });
export type AccountDeletionInput = z.infer<typeof accountDeletionInputSchema>;
