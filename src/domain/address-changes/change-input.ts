import { z } from 'zod';
import { subscriberRoleSchema } from '../subscriptions/enums';
import { subscriptionNumberParamsSchema } from '../subscriptions/subscription-params';
import * as m from '../validation/messages';
import { addressShape, checkZipCode, dateField, whenFieldsValid } from './address-fields';
import { END_LABEL, START_LABEL } from './field-labels';

// The inputs of the address-change routes, one schema per input (DESIGN.md), shared by the
// modal's forms and the handlers. Rules that need "today" or the publication calendar are
// checked by the server (date-rules.ts, the API's error keys).

export const START_BEFORE_END_MESSAGE = 'Päättymispäivän on oltava alkamispäivän jälkeen.';
const ROLE_MESSAGE = 'Valitse, kenen osoite muuttuu.';

const tempNamePattern = /^[\p{L} '.,&-]+$/u;

/**
 * Spec §5: the name for a temporary address allows letters, spaces and ' - . , &. Optional
 * (the support article: "kirjoita halutessasi"); an empty field means no name.
 */
const nameForAddressField = z
  .string()
  .trim()
  .max(60, m.maxLengthMessage(60))
  .refine((v) => v === '' || tempNamePattern.test(v), m.TEMP_ADDRESS_NAME_CHARS_MESSAGE)
  .meta({ pattern: `^(?:${tempNamePattern.source.slice(1, -1)})?$` });

/**
 * manual: the customer chose to continue with an address the address database did not find
 * (409 invalid-address); customer service then checks it within 1-3 working days.
 */
const manualField = z.boolean().default(false);

const startBeforeEnd = (v: { startDate: string; endDate: string }, ctx: z.RefinementCtx) => {
  if (v.startDate >= v.endDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: START_BEFORE_END_MESSAGE });
  }
};

/**
 * POST /subscriptions/{subscriptionNumber}/address-changes/temporary, and PUT
 * .../address-changes/{id}: a temporary change as a whole. Before it starts every field may
 * change; once started only endDate may differ from what is stored (spec §4).
 */
export const temporaryChangeInputSchema = z
  .strictObject({
    startDate: dateField(START_LABEL).describe(
      'A publication day from the first day a change can start on; no overlap with another ' +
        'change or a suspension.',
    ),
    endDate: dateField(END_LABEL).describe('After startDate: a publication day.'),
    nameForAddress: nameForAddressField.default(''),
    ...addressShape,
    manual: manualField,
  })
  .superRefine(checkZipCode, whenFieldsValid('zipCode', 'countryCode'))
  .superRefine(startBeforeEnd, whenFieldsValid('startDate', 'endDate'))
  .meta({ id: 'TemporaryChangeInput' });
export type TemporaryChangeInput = z.input<typeof temporaryChangeInputSchema>;
export type TemporaryChangeFields = z.output<typeof temporaryChangeInputSchema>;

/** POST /subscriptions/{subscriptionNumber}/address-changes/permanent */
export const permanentChangeInputSchema = z
  .strictObject({
    startDate: dateField(START_LABEL),
    /** Whose address changes when payer and subscriber differ (spec §3). */
    role: z.enum(subscriberRoleSchema.options, { error: ROLE_MESSAGE }).default('SUBSCRIBER'),
    ...addressShape,
    manual: manualField,
  })
  .superRefine(checkZipCode, whenFieldsValid('zipCode', 'countryCode'))
  .meta({ id: 'PermanentChangeInput' });
export type PermanentChangeInput = z.input<typeof permanentChangeInputSchema>;
export type PermanentChangeFields = z.output<typeof permanentChangeInputSchema>;

/** /subscriptions/{subscriptionNumber}/address-changes/{id} */
export const addressChangeParamsSchema = subscriptionNumberParamsSchema.extend({
  id: z.uuid('Muutosta ei löytynyt.'),
});
