import { z } from 'zod';
import { subscriptionNumberParamsSchema } from '../subscriptions/subscription-params';
import { READING_RIGHT_STATUSES } from './rights-summary';

// The answers of the reading-rights routes (GET /reading-rights, GET and DELETE
// /subscriptions/{n}/reading-rights[/{id}]) and the path parameters of one right.

/** .../reading-rights/{id}: the subscription's shared parameter and the right. */
export const readingRightParamsSchema = subscriptionNumberParamsSchema.extend({
  id: z.uuid('Lukuoikeutta ei löytynyt.'),
});

const readingRightSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(READING_RIGHT_STATUSES),
    /** 'Kutsu lähetetty', 'Käytössä', … */
    statusLabel: z.string(),
    email: z.string(),
    /** The reader's name once claimed (or as invited); null when not known. */
    readerName: z.string().nullable(),
    invitedAt: z.iso.datetime({ offset: true }),
    invitedAtLabel: z.string(),
    claimedAt: z.iso.datetime({ offset: true }).nullable(),
    claimedAtLabel: z.string().nullable(),
  })
  .meta({ id: 'ReadingRight' });
export type ReadingRightView = z.infer<typeof readingRightSchema>;

export const subscriptionRightsSchema = z
  .object({
    subscriptionNumber: z.string(),
    productName: z.string(),
    /** Who the rights are shared with: the household or, for a company, its employees. */
    audience: z.enum(['HOUSEHOLD', 'EMPLOYEES']),
    /** A company's paid readers (changed in the reader-count dialog); null for a household. */
    readerCount: z.number().int().nullable(),
    /** The company's readers or the product's rights. */
    total: z.number().int(),
    /** Open invitations plus claimed rights. */
    shared: z.number().int(),
    free: z.number().int(),
    pendingCount: z.number().int(),
    claimedCount: z.number().int(),
    /** '2/3 vapaana (1 jaettu)', as on the subscription list and details. */
    label: z.string(),
    /** Sharing is refused (suspended, nothing free); managing the rights never is. */
    canShare: z.boolean(),
    shareBlockedReason: z.string().nullable(),
    /** Open invitations, newest first. */
    pending: z.array(readingRightSchema),
    /** Claimed rights, newest first. */
    claimed: z.array(readingRightSchema),
  })
  .meta({ id: 'SubscriptionReadingRights' });
export type SubscriptionRights = z.infer<typeof subscriptionRightsSchema>;

const receivedRightSchema = z
  .object({
    id: z.uuid(),
    productName: z.string(),
    /** Who shared it: the subscriber's name. */
    sharerName: z.string(),
    claimedAtLabel: z.string().nullable(),
  })
  .meta({ id: 'ReceivedReadingRight' });
export type ReceivedRight = z.infer<typeof receivedRightSchema>;

export const readingRightsOverviewSchema = z
  .object({
    /** The customer's subscriptions that carry digital reading rights. */
    subscriptions: z.array(subscriptionRightsSchema),
    /** The rights this account has claimed from someone else's subscription. */
    received: z.array(receivedRightSchema),
  })
  .meta({ id: 'ReadingRightsOverview' });
export type ReadingRightsOverview = z.infer<typeof readingRightsOverviewSchema>;

export const removedReadingRightSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(['CANCELLED', 'REMOVED']),
    /** What the page says when it is done. */
    message: z.string(),
    /** Spec §9's analytics event: 94 for a removed right, null for a cancelled invitation. */
    analyticsEvent: z.literal(94).nullable(),
    /** The subscription's rights after the change. */
    subscription: subscriptionRightsSchema,
  })
  .meta({ id: 'RemovedReadingRight' });
export type RemovedReadingRight = z.infer<typeof removedReadingRightSchema>;
