import { z } from 'zod';
import { requiredMessage, maxLengthMessage } from '../validation/messages';

// The customer service inbox (issue 17 item 6): everything customers send that a person must
// act on, in one list, so that nothing they send is written to nowhere. Feedback and contact
// messages (decision 0036), company processing requests (decision 0037) and +Kaikki cancellation
// notices, each with its state.

const inboxKindSchema = z.enum(['COMPANY_FEEDBACK', 'CONTACT', 'COMPANY_REQUEST', 'KAIKKI']);
export type InboxKind = z.infer<typeof inboxKindSchema>;

export const inboxQuerySchema = z.strictObject({
  kind: inboxKindSchema.optional(),
  /** OPEN (default): waiting for customer service; HANDLED; ALL. */
  state: z.enum(['OPEN', 'HANDLED', 'ALL']).default('OPEN'),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

const inboxItemSchema = z.object({
  kind: inboxKindSchema,
  id: z.string(),
  /** What the customer was told: a message's PA-…, a +Kaikki receipt number, a subscription. */
  reference: z.string(),
  receivedAt: z.iso.datetime({ offset: true }),
  state: z.enum(['OPEN', 'HANDLED']),
  topic: z.string(),
  /** Who sent it: an e-mail address, a name or a company. */
  sender: z.string(),
  /** The start of what was written, at most EXCERPT_MAX characters. */
  excerpt: z.string(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxSchema = z
  .object({
    items: z.array(inboxItemSchema),
    /** How many of each kind wait for customer service. */
    open: z.record(inboxKindSchema, z.number().int()),
  })
  .meta({ id: 'StaffInbox' });
export type Inbox = z.infer<typeof inboxSchema>;

/** The most items one answer lists, newest first. */
export const INBOX_LIMIT = 200;
const EXCERPT_MAX = 120;

/** The first EXCERPT_MAX characters of a text on one line, with … when cut. */
export function excerptOf(text: string | null): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_MAX ? `${line.slice(0, EXCERPT_MAX - 1)}…` : line;
}

const HANDLED_BY_LABEL = 'Käsittelijä';
const HANDLED_BY_MAX = 60;

/** POST /staff/feedback/{id}/handled: who handled the message (one token is shared by all). */
export const feedbackHandledInputSchema = z
  .strictObject({
    handledBy: z
      .string({ error: requiredMessage(HANDLED_BY_LABEL) })
      .trim()
      .min(1, requiredMessage(HANDLED_BY_LABEL))
      .max(HANDLED_BY_MAX, maxLengthMessage(HANDLED_BY_MAX)),
  })
  .meta({ id: 'FeedbackHandledInput' });

export const feedbackIdParamsSchema = z.object({
  id: z.uuid({ error: 'Viestin tunniste on virheellinen.' }),
});
