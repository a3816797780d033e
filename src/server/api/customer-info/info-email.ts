import type { ChangedField } from '~/domain/customer-info/field-labels';
import { INFO_UPDATED_SUBJECT, infoUpdatedText } from '~/domain/customer-info/update-email';
import type { OutgoingEmail } from '../../email/outbox';

/** The confirmation to the account's username; the link from SITE_URL, never the request. */
export function infoUpdatedEmail(input: {
  to: string;
  fields: readonly ChangedField[];
  siteOrigin: string;
}): OutgoingEmail {
  return {
    to: input.to,
    kind: 'customer-info-updated',
    subject: INFO_UPDATED_SUBJECT,
    text: infoUpdatedText(input.fields, new URL('/tili/asiakastiedot', input.siteOrigin).href),
  };
}
