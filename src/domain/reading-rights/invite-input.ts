import { z } from 'zod';
import { email } from '../validation/fields';
import { INVITE_EMAIL_LABEL } from './invite-texts';

/**
 * POST /subscriptions/{subscriptionNumber}/reading-rights/invitations (spec §3 Reading-right
 * invite): share one free right by e-mail (the portal sends the activation link) or as a link
 * the sharer copies and passes on. The one schema of the modal's form and the handler.
 */
export const readingRightInviteInputSchema = z
  .discriminatedUnion('method', [
    z.strictObject({ method: z.literal('EMAIL'), email: email(INVITE_EMAIL_LABEL) }),
    z.strictObject({ method: z.literal('LINK') }),
  ])
  .meta({ id: 'ReadingRightInviteInput' });
export type ReadingRightInviteInput = z.input<typeof readingRightInviteInputSchema>;
export type ReadingRightInviteFields = z.output<typeof readingRightInviteInputSchema>;

/** Spec §9: the analytics catalogue's "reading right share success". */
export const SHARE_SUCCESS_EVENT = 93;

export const readingRightInviteResultSchema = z
  .object({
    method: z.enum(['EMAIL', 'LINK']),
    /** The invitee's address (EMAIL), null for a link. */
    email: z.string().nullable(),
    /** The activation link to copy (LINK); null when it went by e-mail only. */
    link: z.string().nullable(),
    /** Free rights left after this invitation. */
    rightsLeft: z.number().int(),
    notice: z.string(),
    /** The analytics event the client records (spec §9: 93, share success). */
    analyticsEvent: z.literal(SHARE_SUCCESS_EVENT),
  })
  .meta({ id: 'ReadingRightInviteResult' });
export type ReadingRightInviteResult = z.infer<typeof readingRightInviteResultSchema>;
