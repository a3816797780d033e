import { z } from 'zod';
import {
  customerNumber,
  email,
  isoDate,
  requiredString,
  subscriptionNumber,
  zipCode,
} from '../validation/fields';
import { passField } from '../anonymous-pass/anonymous-pass';
import { compensationTypeSchema, deliveryComplaintSchema } from './enums';
import { LABELS, OTHER_REASON_MAX } from './report-texts';

// The delivery-trouble report (spec §3 Delivery complaints), shared by the forms and the API.

/** Reports reach back this many days, today included as the last one. */
export const REPORT_WINDOW_DAYS = 7;

const COMPLAINT_MESSAGE = 'Valitse, mitä tapahtui.';
const OTHER_REASON_MESSAGE = 'Kerro lyhyesti, mitä tapahtui.';
const DATES_MESSAGE = 'Valitse päivä, jota ilmoitus koskee.';
export const DATES_RANGE_MESSAGE = `Valitse päivä viimeisten ${REPORT_WINDOW_DAYS} päivän ajalta.`;
const COMPENSATION_MESSAGE = 'Valitse hyvitys.';

const reportFields = {
  complaint: z.enum(deliveryComplaintSchema.options, { error: COMPLAINT_MESSAGE }),
  otherReason: z
    .string()
    .trim()
    .max(OTHER_REASON_MAX, `Kirjoita enintään ${OTHER_REASON_MAX} merkkiä.`)
    .optional(),
  dates: z
    .array(isoDate('Päivä'), { error: DATES_MESSAGE })
    .min(1, DATES_MESSAGE)
    .max(REPORT_WINDOW_DAYS, DATES_RANGE_MESSAGE)
    .refine((d) => new Set(d).size === d.length, DATES_MESSAGE)
    .describe(
      `Different days of the last ${REPORT_WINDOW_DAYS} days, today (Europe/Helsinki) ` +
        'included, on which the paper was due.',
    ),
  compensation: z.enum(compensationTypeSchema.options, { error: COMPENSATION_MESSAGE }),
};

/** OTHER_REASON needs the customer's own words. */
function otherReasonGiven(
  v: { complaint: string; otherReason?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (v.complaint === 'OTHER_REASON' && !v.otherReason) {
    ctx.addIssue({ code: 'custom', path: ['otherReason'], message: OTHER_REASON_MESSAGE });
  }
}

/**
 * POST /subscriptions/{subscriptionNumber}/delivery-reclamations: a logged-in customer's report
 * on an own subscription.
 */
export const reclaimInputSchema = z
  .strictObject(reportFields)
  .superRefine(otherReasonGiven)
  .meta({ id: 'ReclaimInput' });
export type ReclaimInput = z.input<typeof reclaimInputSchema>;
export type ReclaimFields = z.output<typeof reclaimInputSchema>;

/**
 * POST /delivery-reclamations/anonymous: the subscription named by customer and subscription
 * number, proven with the subscriber's last name and delivery zip code. The e-mail address is
 * optional: without it the report is stored and shown, and no confirmation is sent.
 */
export const anonymousReclaimInputSchema = z
  .strictObject({
    customerNumber: customerNumber(LABELS.customerNumber),
    subscriptionNumber: subscriptionNumber(LABELS.subscriptionNumber),
    lastName: requiredString(LABELS.lastName, { max: 60 }),
    zipCode: zipCode(LABELS.zipCode),
    email: z.union([z.literal(''), email(LABELS.email)]).optional(),
    ...reportFields,
    // The e-mailed pass past a locked client address (anonymous-pass.ts).
    ...passField,
  })
  .superRefine(otherReasonGiven)
  .meta({ id: 'AnonymousReclaimInput' });
export type AnonymousReclaimInput = z.input<typeof anonymousReclaimInputSchema>;
export type AnonymousReclaimFields = z.output<typeof anonymousReclaimInputSchema>;
