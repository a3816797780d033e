import type { Db } from '../db/client';
import { outbox } from '../db/schema/system';

export interface OutgoingEmail {
  to: string;
  subject: string;
  /** Plain Finnish text; links as full URLs on their own line. */
  text: string;
  /** What the message is about, e.g. 'subscription-linked', 'addon-ordered'. */
  kind: string;
}

/**
 * Every e-mail the portal sends lands in the outbox table (DESIGN.md): tests and the development
 * mailbox read it from there. Delivery over SMTP, when configured, reads the same rows later,
 * so a failing mail server never fails the customer's change. Call inside the change's
 * transaction, so a rolled-back change sends nothing.
 */
export async function queueEmail(db: Db, email: OutgoingEmail, at: Date): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      toAddress: email.to,
      subject: email.subject,
      bodyText: email.text,
      kind: email.kind,
      createdAt: at,
    })
    .returning({ id: outbox.id });
  return row?.id ?? '';
}
