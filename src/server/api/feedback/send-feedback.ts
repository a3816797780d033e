import { randomUUID } from 'node:crypto';
import { type FeedbackReceipt, isTrapped } from '~/domain/feedback/company-feedback';
import { contactEmailProblem, replyAddress } from '~/domain/feedback/contact-email';
import { feedbackNextSteps } from '~/domain/feedback/feedback-texts';
import { formatDate } from '~/domain/shared/dates';
import type { AppDeps } from '../../app-context';
import { audit } from '../../audit';
import { reserveAttempt } from '../../auth/attempt-reservation';
import { feedbackMessages } from '../../db/schema/feedback';
import { queueEmail } from '../../email/outbox';
import { HttpError } from '../../http/http-error';
import { TooManyRequestsError } from '../../http/too-many-requests';
import { type FeedbackKind, customerServiceEmail, feedbackReceiptEmail } from './feedback-emails';
import type { Sender } from './optional-session';

/** Messages accepted per client address within the window: a form open to anyone. */
export const FEEDBACK_WINDOW_MINUTES = 60;
const MAX_FEEDBACK_PER_ADDRESS = 5;

const referenceOf = (id: string): string => `PA-${id.slice(0, 8).toUpperCase()}`;

/** A message of either form, as the route maps it from its input. */
export interface FeedbackMessage {
  /** COMPANY: the company feedback form; CONTACT: the contact form (/aihe/ota-yhteytta). */
  kind: FeedbackKind;
  /** As stored for customer service: a value of the form's topic enumeration. */
  topic: string;
  topicLabel: string;
  product?: string | undefined;
  message: string;
  /** The contact form's device (spec §3) as stored, and its name for customer service. */
  device: string | null;
  deviceLabel: string | null;
  contactEmail?: string | undefined;
  replyByEmail?: boolean | undefined;
  website?: string | undefined;
}

/**
 * POST /feedback/company and /feedback/contact: stores the message, e-mails it to customer
 * service and a receipt to the sender, in one transaction (with an audit row for a logged-in
 * sender). Every message counts against the client address's limit (shared by both forms), a
 * trapped one too; two identical messages sent at once are two messages (decision 0036).
 */
export async function sendFeedback(
  { db, clock, env }: Pick<AppDeps, 'db' | 'clock' | 'env'>,
  clientAddress: string,
  sender: Sender | null,
  input: FeedbackMessage,
): Promise<FeedbackReceipt> {
  const now = clock.now();
  const problem = contactEmailProblem(input.contactEmail, sender?.username ?? null);
  if (problem) throw new HttpError(400, 'validation-failed', { fields: { contactEmail: problem } });
  const sentTo = replyAddress(input.contactEmail, sender?.username ?? null) ?? '';
  const attempt = await reserveAttempt(
    db,
    {
      windowMinutes: FEEDBACK_WINDOW_MINUTES,
      locks: [{ key: `feedback-ip:${clientAddress}`, max: MAX_FEEDBACK_PER_ADDRESS }],
    },
    now,
  );
  if (!attempt.allowed) throw new TooManyRequestsError(attempt.retryAfterSeconds);
  const replyByEmail = input.replyByEmail ?? false;
  const { topicLabel, kind } = input;
  const nextSteps = feedbackNextSteps(replyByEmail);
  const receipt = { receivedAtLabel: formatDate(now), topicLabel, sentTo, nextSteps };
  // A robot filled the hidden field: it sees what a person would, and nothing happens.
  if (isTrapped(input)) return { reference: referenceOf(randomUUID()), ...receipt };
  const product = input.product ? input.product : null;
  const reference = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedbackMessages)
      .values({
        kind,
        topic: input.topic,
        product,
        message: input.message,
        device: input.device,
        contactEmail: sentTo,
        replyByEmail,
        accountId: sender?.accountId ?? null,
        customerId: sender?.customerId ?? null,
        receivedAt: now,
      })
      .returning({ id: feedbackMessages.id });
    if (!row) throw new Error('The feedback message was not stored');
    const ref = referenceOf(row.id);
    if (sender) {
      await audit(tx, {
        accountId: sender.accountId,
        customerId: sender.customerId,
        action: 'FEEDBACK_SENT',
        entity: 'feedback_message',
        entityId: row.id,
        details: { kind, topic: input.topic, reference: ref },
        at: now,
      });
    }
    await queueEmail(
      tx,
      customerServiceEmail(env.CUSTOMER_SERVICE_EMAIL, {
        kind,
        reference: ref,
        receivedAtLabel: receipt.receivedAtLabel,
        topicLabel,
        product,
        device: input.deviceLabel,
        message: input.message,
        contactEmail: sentTo,
        replyByEmail,
        username: sender?.username ?? null,
      }),
      now,
    );
    await queueEmail(
      tx,
      feedbackReceiptEmail(sentTo, { kind, reference: ref, topicLabel, nextSteps }),
      now,
    );
    return ref;
  });
  return { reference, ...receipt };
}
