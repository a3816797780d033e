import { z } from 'zod';
import { LABELS as CANCEL_LABELS } from '../cancellation/cancellation-texts';
import { LABELS as REPORT_LABELS } from '../delivery/report-texts';
import { customerNumber, requiredString, subscriptionNumber, zipCode } from '../validation/fields';

// An e-mailed pass for the anonymous forms (issue 30 item 24, decision 0001). The anonymous
// cancellation and delivery report lock a client address after too many failed
// identifications; the rightful customer behind that address (a workplace, a mobile carrier's
// shared address) asks for a link to her e-mail on file and, with it, passes the lock. The pass
// proves that she reads that mailbox; she still types the numbers, which must name the same
// subscription.

/** The anonymous forms a pass opens, by the key prefix of their limits. */
export type PassForm = 'cancel' | 'reclaim';

/** How long an e-mailed pass works. */
export const PASS_VALID_MINUTES = 60;

/** The query parameter of the e-mailed link, read by the form's page. */
export const PASS_PARAM = 'linkki';

/** The page of each form, where the e-mailed link leads. */
export const PASS_FORM_PAGES: Record<PassForm, string> = {
  cancel: '/lopeta-tilaus',
  reclaim: '/jakeluhairio',
};

/**
 * The pass's token as the forms send it along. Its shape is no form error: a mangled link is
 * treated as no link at all, and the form's ordinary limits apply.
 */
export const passField = { pass: z.string().max(100).optional() };

/** POST /anonymous-cancellations/passes: the numbers as typed when the form said "too many". */
export const cancelPassRequestSchema = z
  .strictObject({
    customerNumber: customerNumber(CANCEL_LABELS.customerNumber),
    subscriptionNumber: subscriptionNumber(CANCEL_LABELS.subscriptionNumber),
  })
  .meta({ id: 'CancelPassRequest' });
export type CancelPassRequest = z.output<typeof cancelPassRequestSchema>;

/** POST /delivery-reclamations/anonymous/passes: the identifying fields of the report form. */
export const reclaimPassRequestSchema = z
  .strictObject({
    customerNumber: customerNumber(REPORT_LABELS.customerNumber),
    subscriptionNumber: subscriptionNumber(REPORT_LABELS.subscriptionNumber),
    lastName: requiredString(REPORT_LABELS.lastName, { max: 60 }),
    zipCode: zipCode(REPORT_LABELS.zipCode),
  })
  .meta({ id: 'ReclaimPassRequest' });
export type ReclaimPassRequest = z.output<typeof reclaimPassRequestSchema>;

/** The one answer, whether or not the details matched a customer with an e-mail address. */
export const PASS_REQUESTED_MESSAGE =
  'Jos antamasi tiedot vastaavat asiakastietojamme ja asiakkaalle on tallennettu sähköpostiosoite, lähetimme siihen linkin. Linkillä voit jatkaa heti, vaikka yrityksiä olisi ollut liikaa. Linkki on voimassa tunnin.';

/** The form with a pass from its link: what the page says above it. */
export const PASS_IN_USE_MESSAGE =
  'Jatkat sähköpostiisi lähetetyllä linkillä. Täytä tiedot samoin kuin aiemmin.';

export const anonymousPassRequestedSchema = z
  .object({ message: z.string() })
  .meta({ id: 'AnonymousPassRequested' });
export type AnonymousPassRequested = z.infer<typeof anonymousPassRequestedSchema>;
