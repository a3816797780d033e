import { z } from 'zod';
import { deliveryReclaimResultSchema, deliveryTroubleReasonSchema } from './enums';

// GET /subscriptions/{n}/delivery-status and POST .../delivery-reclamations answers. Labels are computed on the
// server (decision 0004): the islands only render them.

const troubleItemSchema = z.object({
  reason: deliveryTroubleReasonSchema,
  /** 'Sää hidastaa jakelua'. */
  reasonLabel: z.string(),
  /** What the reason means for the subscriber. */
  reasonText: z.string(),
  /** yyyy-MM-dd: the issue the trouble concerns. */
  deliveryDate: z.string(),
  deliveryDateLabel: z.string(),
  ongoing: z.boolean(),
  /** 'Häiriö jatkuu' or 'Häiriö on päättynyt'. */
  stateLabel: z.string(),
  reportedByDeliverer: z.boolean(),
});
export type TroubleItem = z.infer<typeof troubleItemSchema>;

/**
 * What the subscription's delivery is, as far as the status page is concerned:
 * PAPER (troubles shown), DIGITAL_ONLY (nothing is delivered), GIFT_GIVER (the receiver's
 * delivery is theirs to follow), ENDED (no delivery any more).
 */
const deliveryKindSchema = z.enum(['PAPER', 'DIGITAL_ONLY', 'GIFT_GIVER', 'ENDED']);
export type DeliveryKind = z.infer<typeof deliveryKindSchema>;

const reportDateSchema = z.object({ date: z.string(), label: z.string() });
export type ReportDate = z.infer<typeof reportDateSchema>;

export const deliveryStatusSchema = z
  .object({
    subscriptionNumber: z.string(),
    productName: z.string(),
    kind: deliveryKindSchema,
    /** Why there is no status to show (kind other than PAPER). */
    kindText: z.string().nullable(),
    /** 'Varhaisjakelu' or 'Postijakelu'. */
    deliveryTypeLabel: z.string().nullable(),
    /** Today's delivery in one sentence, e.g. 'Tämän päivän jakelu on päättynyt.'. */
    todayText: z.string().nullable(),
    /** Known troubles in the delivery area during the report window, ongoing first. */
    troubles: z.array(troubleItemSchema),
    /** Whether this account may report a delivery trouble for the subscription. */
    canReport: z.boolean(),
    /** Why not, as a whole sentence (null when it may, or when reporting does not apply). */
    reportBlockedReason: z.string().nullable(),
    /** Publication days of the report window, newest first, for the report form. */
    reportDates: z.array(reportDateSchema),
    /**
     * What the compensation "Tilausjakson pidennys yhdellä numerolla" does to this
     * subscription's period, with the dates; null when it may not report.
     */
    extensionHint: z.string().nullable(),
  })
  .meta({ id: 'DeliveryStatus' });
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

const reclaimDateResultSchema = z.object({
  date: z.string(),
  dateLabel: z.string(),
  code: deliveryReclaimResultSchema,
  /** Stored (true) or refused (false, nothing saved). */
  accepted: z.boolean(),
  message: z.string(),
  nextStep: z.string(),
  /** The stored report's short reference, e.g. 'JH-3F2A91C0'. */
  reference: z.string().nullable(),
});
export type ReclaimDateResult = z.infer<typeof reclaimDateResultSchema>;

export const reclaimResultSchema = z
  .object({
    subscriptionNumber: z.string(),
    productName: z.string(),
    complaintLabel: z.string(),
    compensationLabel: z.string(),
    results: z.array(reclaimDateResultSchema),
    /** A confirmation went to this address (null: none was sent). */
    confirmationSentTo: z.string().nullable(),
  })
  .meta({ id: 'ReclaimResult' });
export type ReclaimResult = z.infer<typeof reclaimResultSchema>;

/** GET /delivery-reclamations/dates: the report window's days for the anonymous form. */
export const reportWindowSchema = z
  .object({ dates: z.array(reportDateSchema) })
  .meta({ id: 'ReportWindow' });
export type ReportWindow = z.infer<typeof reportWindowSchema>;
