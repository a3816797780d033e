import { z } from 'zod';
import { retentionOfferSchema } from './retention-offers';

// The answers of the cancellation routes. Every text the pages show is computed on the server
// (docs/decisions/0004), so the islands only render.

const cancellationBlockViewSchema = z.object({
  errorKey: z.string(),
  message: z.string(),
});

const addOnEndSchema = z.object({
  subscriptionNumber: z.string(),
  productName: z.string(),
  /** d.M.yyyy */
  endDateLabel: z.string(),
});

export const cancellationPreviewSchema = z
  .object({
    kind: z.enum(['MAIN', 'ADD_ON']),
    subscriptionNumber: z.string(),
    /** The add-on's own number when an add-on is being cancelled. */
    addOnNumber: z.string().nullable(),
    /** The product being cancelled (the add-on's when an add-on). */
    productName: z.string(),
    mainProductName: z.string(),
    statusLabel: z.string(),
    allowed: z.boolean(),
    block: cancellationBlockViewSchema.nullable(),
    /** yyyy-MM-dd: the last day it runs if cancelled now. */
    endDate: z.string(),
    endDateLabel: z.string(),
    /** The 30-day notice / end-of-period rule and, where it applies, the 14-day right. */
    noticeTexts: z.array(z.string()),
    readingRightsText: z.string(),
    /** The add-ons that end with a main subscription (none for an add-on). */
    addOns: z.array(addOnEndSchema),
    /** Running add-ons that could be cancelled alone instead (links to their own flow). */
    cancellableAddOns: z.array(
      z.object({ subscriptionNumber: z.string(), productName: z.string() }),
    ),
    /** Retention offers not yet answered for this subscription; none once it is blocked. */
    offers: z.array(retentionOfferSchema),
    /** The suspension modal is an alternative (a paper subscription that may be suspended). */
    canSuspend: z.boolean(),
  })
  .meta({ id: 'CancellationPreview' });
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;

export const cancellationResultSchema = z
  .object({
    kind: z.enum(['MAIN', 'ADD_ON']),
    subscriptionNumber: z.string(),
    addOnNumber: z.string().nullable(),
    productName: z.string(),
    endDate: z.string(),
    endDateLabel: z.string(),
    statusLabel: z.string(),
    readingRightsText: z.string(),
    addOns: z.array(addOnEndSchema),
    /** Paper subscription: the suspension is offered among the alternatives. */
    hasPaper: z.boolean(),
    /** Where the confirmation e-mail went; masked for the anonymous flow. */
    emailSentTo: z.string().nullable(),
  })
  .meta({ id: 'CancellationResult' });
export type CancellationResult = z.infer<typeof cancellationResultSchema>;

/** The anonymous lookup's answer: only after both numbers matched. */
export const anonymousPreviewSchema = z
  .object({
    subscriptionNumber: z.string(),
    productName: z.string(),
    allowed: z.boolean(),
    block: cancellationBlockViewSchema.nullable(),
    endDate: z.string(),
    endDateLabel: z.string(),
    noticeTexts: z.array(z.string()),
    readingRightsText: z.string(),
    addOns: z.array(addOnEndSchema),
  })
  .meta({ id: 'AnonymousPreview' });
export type AnonymousPreview = z.infer<typeof anonymousPreviewSchema>;

export const offerAcceptedSchema = z
  .object({
    offerId: z.string(),
    kind: retentionOfferSchema.shape.kind,
    /** What happened, in Finnish. */
    message: z.string(),
    /** Where to go next (the suspension modal, or the details page). */
    nextUrl: z.string(),
  })
  .meta({ id: 'OfferAccepted' });
export type OfferAccepted = z.infer<typeof offerAcceptedSchema>;
