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

export type MailTextPart = { text: string } | { href: string };

/**
 * A message body cut into plain text and web addresses, so the mailbox can show each address as a
 * link to follow (a confirmation link, for one). An address ends at white space or an angle bracket,
 * and a trailing full stop, comma or closing parenthesis stays with the text.
 */
export function splitLinks(body: string): MailTextPart[] {
  const parts: MailTextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(/https?:\/\/[^\s<>]+/g)) {
    const href = match[0].replace(/[.,;:!?)]+$/, '');
    if (match.index > last) parts.push({ text: body.slice(last, match.index) });
    parts.push({ href });
    last = match.index + href.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}
