import { z } from 'zod';
import { isKnownSlot, slotKey } from './consent-slots';
import { consentKindSchema, consentMediumSchema } from './consent-schemas';
import { CHOOSABLE_VALUES } from './enums';

export const UNKNOWN_SLOT_MESSAGE = 'Tätä valintaa ei ole olemassa';
export const VALUE_REQUIRED_MESSAGE = 'Valitse sallitko vai kiellätkö';
export const DUPLICATE_SLOT_MESSAGE = 'Sama valinta on mukana kahdesti';
export const CHANGES_REQUIRED_MESSAGE = 'Muutokset on pakollinen tieto';

const changeSchema = z.strictObject({
  kind: consentKindSchema,
  channel: consentMediumSchema,
  /** A brand's or newsletter's id, '' where the kind has none. */
  brand: z
    .string()
    .max(64, { error: 'Tuntematon tuotemerkki' })
    .describe('As GET /consents lists it: only a kind, channel and brand it lists can be changed.'),
  value: z.enum(CHOOSABLE_VALUES, { error: VALUE_REQUIRED_MESSAGE }),
});
export type ConsentChange = z.infer<typeof changeSchema>;

/**
 * PUT /consents: the customer's choices. Values equal to the stored ones are not written again,
 * unless `confirm` (the review after customer records were merged: every listed choice is stored
 * anew as confirmed). Decision 0028.
 */
export const consentChangeInputSchema = z
  .strictObject({
    changes: z
      .array(changeSchema, { error: CHANGES_REQUIRED_MESSAGE })
      .min(1, { error: CHANGES_REQUIRED_MESSAGE })
      .max(64),
    confirm: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.changes.forEach((c, i) => {
      if (!isKnownSlot(c)) {
        ctx.addIssue({
          code: 'custom',
          path: ['changes', i, 'brand'],
          message: UNKNOWN_SLOT_MESSAGE,
        });
      }
      const key = slotKey(c);
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['changes', i], message: DUPLICATE_SLOT_MESSAGE });
      }
      seen.add(key);
    });
  })
  .meta({ id: 'ConsentChangeInput' });
export type ConsentChangeInput = z.infer<typeof consentChangeInputSchema>;
