import type { AppDeps } from '../app-context';
import type { ScheduledJob } from '../jobs/scheduler';
import { logger } from '../log/logger';
import { type SenderDeps, deliverOutbox } from './smtp-sender';
import { type MailTransport, smtpTransport } from './smtp-transport';

/** Every 15 seconds: a customer waiting for a confirmation link should not wait a minute. */
const EMAIL_DELIVERY_CRON = '*/15 * * * * *';

/**
 * The outbox's sender over the SMTP server of SMTP_URL, or null without it (development: the
 * outbox and the dev mailbox only). MAIL_FROM is required with SMTP_URL. The server's schedule
 * and the command line's e-mail job both send through it.
 */
export function openSmtpSender(
  deps: AppDeps,
  transport?: MailTransport,
): { sender: SenderDeps; close: () => void } | null {
  const { SMTP_URL, MAIL_FROM, SITE_URL } = deps.env;
  if (!SMTP_URL) return null;
  if (!MAIL_FROM) {
    throw new Error('MAIL_FROM is required with SMTP_URL: the From address of outgoing e-mail');
  }
  const mail = transport ?? smtpTransport(SMTP_URL);
  return {
    sender: {
      db: deps.db,
      clock: deps.clock,
      transport: mail,
      from: MAIL_FROM,
      messageIdDomain: new URL(SITE_URL).hostname,
    },
    close: () => mail.close(),
  };
}

/** The SMTP delivery of the outbox on the server's scheduler, when SMTP_URL is set; null without it. */
export function emailDeliveryJob(
  deps: AppDeps,
  transport?: MailTransport,
): { job: ScheduledJob; close(): void } | null {
  const smtp = openSmtpSender(deps, transport);
  if (!smtp) return null;
  return {
    job: {
      name: 'email',
      cron: EMAIL_DELIVERY_CRON,
      run: async () => {
        const report = await deliverOutbox(smtp.sender);
        if (report.sent + report.retried + report.givenUp > 0) {
          logger.info(report, '[email] outbox delivery');
        }
      },
    },
    close: () => smtp.close(),
  };
}
