import type { AttemptRules } from '~/domain/auth/attempt-rules';

/** The anonymous forms that e-mail a link to the address typed in them. */
export const MAILING_FORMS = ['register', 'password-reset'] as const;
export type MailingForm = (typeof MAILING_FORMS)[number];

/**
 * Requests of the anonymous forms that send e-mail (registration, decision 0034; password
 * reset, decision 0035) are counted, never forgiven: within an hour one address may be named 5
 * times and one client address may send 10, per form; then 429 with Retry-After. The
 * per-address limit keeps the forms from flooding someone's mailbox; its price is that such a
 * flood can hold that person's own request for an hour.
 */
export const mailingRules = (
  form: MailingForm,
  email: string,
  clientAddress: string,
): AttemptRules => ({
  windowMinutes: 60,
  locks: [
    { key: mailingEmailKey(form, email), max: 5 },
    { key: `${form}-ip:${clientAddress}`, max: 10 },
  ],
});

export const mailingEmailKey = (form: MailingForm, email: string): string =>
  `${form}-email:${email}`;
