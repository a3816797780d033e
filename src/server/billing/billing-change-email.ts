import type { OutgoingEmail } from '../email/outbox';
import { letter, NOT_YOU_LINE } from '../email/letter';

/** The confirmation of a billing change (payment method or billing period). */
export function billingChangeEmail(input: {
  to: string;
  kind: 'payment-method-changed' | 'billing-period-changed';
  subject: string;
  productName: string;
  subscriptionNumber: string;
  notice: string;
}): OutgoingEmail {
  return {
    to: input.to,
    kind: input.kind,
    subject: input.subject,
    text: letter(
      `tilauksesi ${input.productName} (tilausnumero ${input.subscriptionNumber}) laskutukseen on tehty muutos.`,
      '',
      input.notice,
      '',
      'Nykyisen laskutuskauden lasku maksetaan vielä entiseen tapaan.',
      NOT_YOU_LINE,
    ),
  };
}
