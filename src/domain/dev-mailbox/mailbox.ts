import { z } from 'zod';

/** One message of the outbox as the development mailbox shows it. */
const mailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  createdAt: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

export const mailboxSchema = z
  .object({ messages: z.array(mailboxMessageSchema) })
  .meta({ id: 'Mailbox' });
export type Mailbox = z.infer<typeof mailboxSchema>;

export const mailboxQuerySchema = z.strictObject({
  /** Only messages to this address (case-insensitive). */
  to: z.string().max(254).optional(),
});
