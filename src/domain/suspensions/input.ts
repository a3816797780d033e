import { z } from 'zod';
import { subscriptionNumberParamsSchema } from '../subscriptions/subscription-params';
import { isoDate } from '../validation/fields';
import { DIGITAL_PART_REQUIRED_MESSAGE, END_DATE_LABEL, START_DATE_LABEL } from './field-labels';

// The inputs of the suspension routes, shared by the modal's form and the handlers.

export const digitalPartSchema = z.enum(['KEEP', 'SUSPEND']);
/** KEEP: the digital part stays readable (and is charged per credited day); SUSPEND: it pauses too. */
export type DigitalPart = z.infer<typeof digitalPartSchema>;

export { DIGITAL_PART_REQUIRED_MESSAGE } from './field-labels';
export const DIGITAL_PART_NOT_APPLICABLE_MESSAGE =
  'Tilaukseen ei kuulu digilehteä, joten digilehteä ei voi valita.';

/** POST .../suspensions, POST .../suspensions/quote and PATCH .../suspensions/{id}. */
export const suspensionInputSchema = z
  .strictObject({
    startDate: isoDate(START_DATE_LABEL).describe(
      'A publication day of the paper, from the first day a suspension can start on ' +
        '(PublicationCalendar); no overlap with another suspension or address change.',
    ),
    endDate: isoDate(END_DATE_LABEL).describe(
      'A publication day on or after startDate, within the allowed length (spec §4).',
    ),
    /** Required for a paper + digi subscription, absent for paper only (digitalPartProblem). */
    digitalPart: digitalPartSchema
      .optional()
      .describe(
        'Required for a paper + digital subscription (productFormat PAPER_AND_DIGI), ' +
          'not allowed for a paper-only one.',
      ),
  })
  .meta({ id: 'SuspensionInput' });
export type SuspensionInput = z.infer<typeof suspensionInputSchema>;

/** .../suspensions/{id}: the subscription's shared parameter and the suspension. */
export const suspensionParamsSchema = subscriptionNumberParamsSchema.extend({
  id: z.uuid('Keskeytystä ei löytynyt.'),
});

/** Whether a subscription of this format offers the digital-part choice (paper + digi). */
export const hasDigitalChoice = (productFormat: string): boolean =>
  productFormat === 'PAPER_AND_DIGI';

/** The choice is required with a digital part and meaningless without one; null when fine. */
export function digitalPartProblem(
  productFormat: string,
  digitalPart: DigitalPart | undefined,
): string | null {
  if (hasDigitalChoice(productFormat)) {
    return digitalPart === undefined ? DIGITAL_PART_REQUIRED_MESSAGE : null;
  }
  return digitalPart === undefined ? null : DIGITAL_PART_NOT_APPLICABLE_MESSAGE;
}
