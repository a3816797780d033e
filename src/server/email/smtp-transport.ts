import nodemailer from 'nodemailer';

/** One e-mail as the mail server gets it. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt of one outbox row, so a receiving server can spot a repeat. */
  messageId: string;
}

/** Where e-mail goes; SMTP in the portal, anything with the same shape in a test. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Nodemailer over the SMTP server of SMTP_URL (`smtp://user:pass@host:587` upgrades to TLS with
 * STARTTLS when offered; `smtps://…:465` is TLS from the start). Short timeouts: a mail server
 * that hangs makes the attempt fail and the row wait for a later one, instead of holding the run.
 * One pooled connection carries the messages one after another: a connection of its own per
 * message cost 107 ms a message even to a mail server on the same machine (5.5 ms pooled), which
 * at a publisher's daily volume made the outbox wait (bench:jobs, docs/performance.md).
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}
