import type { AppDeps } from '../app-context';
import type { ScheduledJob } from '../jobs/scheduler';
import { logger } from '../log/logger';
import { deliverOutbox } from './smtp-sender';
import { type MailTransport, smtpTransport } from './smtp-transport';

/** Every 15 seconds: a customer waiting for a confirmation link should not wait a minute. */
const EMAIL_DELIVERY_CRON = '*/15 * * * * *';

/**
 * The SMTP delivery of the outbox on the server's scheduler, when SMTP_URL is set; null without
 * it (development: the outbox and the dev mailbox only). MAIL_FROM is required with SMTP_URL.
 */
export function emailDeliveryJob(
  deps: AppDeps,
  transport?: MailTransport,
): { job: ScheduledJob; close(): void } | null {
  const { SMTP_URL, MAIL_FROM, SITE_URL } = deps.env;
  if (!SMTP_URL) return null;
  if (!MAIL_FROM) {
    throw new Error('MAIL_FROM is required with SMTP_URL: the From address of outgoing e-mail');
  }
  const mail = transport ?? smtpTransport(SMTP_URL);
  const senderDeps = {
    db: deps.db,
    clock: deps.clock,
    transport: mail,
    from: MAIL_FROM,
    messageIdDomain: new URL(SITE_URL).hostname,
  };
  return {
    job: {
      name: 'email',
      cron: EMAIL_DELIVERY_CRON,
      run: async () => {
        const report = await deliverOutbox(senderDeps);
        if (report.sent + report.retried + report.givenUp > 0) {
          logger.info(report, '[email] outbox delivery');
        }
      },
    },
    close: () => mail.close(),
  };
}
