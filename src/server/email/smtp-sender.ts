import { afterFailedAttempt } from '~/domain/email/delivery-retry';
import { emailHtml } from '~/domain/email/text-to-html';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { logger } from '../log/logger';
import { claimNextEmail, giveUpStaleEmails, markFailed, markSent } from './outbox-claims';
import type { MailTransport } from './smtp-transport';

export interface SenderDeps {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  /** MAIL_FROM. */
  from: string;
  /** The right-hand side of every Message-ID, the site's host name. */
  messageIdDomain: string;
}

export interface DeliveryReport {
  sent: number;
  /** Failed this time, tried again later. */
  retried: number;
  /** Given up: too many attempts, or too old. */
  givenUp: number;
}

/** A numeric SMTP reply means the server answered; without one it could not be reached. */
const smtpReplyCode = (err: unknown): number | undefined => {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : undefined;
};

const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** Mail servers quote the recipient in their answers; a log line never carries an address. */
const withoutAddresses = (text: string): string =>
  text.replace(/[^\s<>@"']+@[^\s<>@"']+/g, '[poistettu]');

/**
 * Sends the outbox rows that are due, oldest first, one at a time, until none is due or `limit`
 * were tried (the next tick goes on). Each row is claimed first (outbox-claims.ts), so two
 * senders never send one row both. A refused message waits for its next attempt (back-off in
 * src/domain/email/delivery-retry.ts) and is given up after the last; when the mail server cannot
 * be reached at all, the run stops and the rest wait for the next tick.
 */
export async function deliverOutbox(deps: SenderDeps, limit = 100): Promise<DeliveryReport> {
  const { db, clock, transport } = deps;
  const report: DeliveryReport = { sent: 0, retried: 0, givenUp: 0 };
  report.givenUp += await giveUpStaleEmails(db, clock.now());
  for (let i = 0; i < limit; i++) {
    const row = await claimNextEmail(db, clock.now());
    if (!row) break;
    let failure: unknown = null;
    try {
      await transport.send({
        from: deps.from,
        to: row.toAddress,
        subject: row.subject,
        text: row.bodyText,
        html: emailHtml(row.subject, row.bodyText),
        messageId: `<${row.id}@${deps.messageIdDomain}>`,
      });
    } catch (err) {
      failure = err ?? new Error('unknown failure');
    }
    // Outside the try: a database error after a successful send must not count as a failed send.
    if (failure === null) {
      await markSent(db, row.id, clock.now());
      report.sent++;
      continue;
    }
    const now = clock.now();
    const outcome = afterFailedAttempt(row.attempts, now);
    const log = {
      outboxId: row.id,
      kind: row.kind,
      attempts: row.attempts,
      smtpCode: smtpReplyCode(failure),
      error: withoutAddresses(errorText(failure)),
    };
    if (outcome.kind === 'retry') {
      await markFailed(db, row.id, errorText(failure), { nextAttemptAt: outcome.nextAttemptAt });
      report.retried++;
      logger.warn({ ...log, nextAttemptAt: outcome.nextAttemptAt }, '[email] sending failed');
    } else {
      await markFailed(db, row.id, errorText(failure), { failedAt: now });
      report.givenUp++;
      logger.error(log, '[email] e-mail given up after its last attempt');
    }
    if (smtpReplyCode(failure) === undefined) break;
  }
  return report;
}
