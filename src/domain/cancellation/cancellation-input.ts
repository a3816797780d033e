import { z } from 'zod';
import { passField } from '../anonymous-pass/anonymous-pass';
import { customerNumber, requiredString, subscriptionNumber } from '../validation/fields';
import { LABELS, REASON_MESSAGE, REASON_TEXT_MAX } from './cancellation-texts';
import { cancellationReasonSchema } from './enums';

// The inputs of the cancellation flows, shared by the forms and the API (DESIGN.md).

const reasonText = z
  .string()
  .trim()
  .max(REASON_TEXT_MAX, `Kirjoita enintään ${REASON_TEXT_MAX} merkkiä.`);

/** The survey: one of the eleven reasons and a free text, both optional (leaving is easy). */
const survey = {
  reason: z.enum(cancellationReasonSchema.options, { error: REASON_MESSAGE }).nullable().optional(),
  reasonText: reasonText.optional(),
};

/**
 * POST /subscriptions/{subscriptionNumber}/cancellation: the path's main subscription, or one of
 * its add-ons with addOnNumber.
 */
export const cancelInputSchema = z
  .strictObject({
    addOnNumber: subscriptionNumber(LABELS.addOnNumber).optional(),
    ...survey,
  })
  .meta({ id: 'CancelInput' });
export type CancelInput = z.input<typeof cancelInputSchema>;
export type CancelFields = z.output<typeof cancelInputSchema>;

/**
 * GET /subscriptions/{subscriptionNumber}/cancellation and .../cancellation/preview: the main
 * subscription's, or with addOn one of its add-ons'.
 */
export const cancelQuerySchema = z.strictObject({
  addOn: subscriptionNumber(LABELS.addOnNumber).optional(),
});
export type CancelQuery = z.output<typeof cancelQuerySchema>;

/** The anonymous flow identifies the subscription by both numbers (spec §6). */
export const anonymousLookupSchema = z
  .strictObject({
    customerNumber: customerNumber(LABELS.customerNumber),
    subscriptionNumber: subscriptionNumber(LABELS.subscriptionNumber),
    // The e-mailed pass past a locked client address (anonymous-pass.ts).
    ...passField,
  })
  .meta({ id: 'AnonymousLookup' });
export type AnonymousLookupInput = z.input<typeof anonymousLookupSchema>;
export type AnonymousLookupFields = z.output<typeof anonymousLookupSchema>;

export const anonymousCancelSchema = z
  .strictObject({
    ...anonymousLookupSchema.shape,
    ...survey,
  })
  .meta({ id: 'AnonymousCancel' });
export type AnonymousCancelFields = z.output<typeof anonymousCancelSchema>;

/** What the survey form holds before it is sent: '' for "no answer". */
export const surveyFormSchema = z.object({
  reason: z.union([z.literal(''), z.enum(cancellationReasonSchema.options)], {
    error: REASON_MESSAGE,
  }),
  reasonText: reasonText,
});
export type SurveyFormValues = z.input<typeof surveyFormSchema>;

/** POST /subscriptions/{subscriptionNumber}/cancellation-offers/accept. */
export const acceptOfferSchema = z
  .strictObject({
    offerId: requiredString('Tarjous', { max: 60 }),
  })
  .meta({ id: 'AcceptOffer' });
export type AcceptOfferFields = z.output<typeof acceptOfferSchema>;

/**
 * POST /subscriptions/{subscriptionNumber}/cancellation-offers/events: the offers were shown, or
 * the customer went on.
 */
export const offerEventSchema = z
  .strictObject({
    event: z.enum(['VIEWED', 'DECLINED'], { error: 'Tuntematon tapahtuma.' }),
  })
  .meta({ id: 'OfferEvent' });
export type OfferEventFields = z.output<typeof offerEventSchema>;
