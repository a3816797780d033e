import { dateTimeText } from '~/domain/consents/changed-text';
import type { OutgoingEmail } from '../../email/outbox';
import { letter } from '../../email/letter';

/** The confirmation of stored consent choices, one line per choice. */
export function consentChangeEmail(input: {
  to: string;
  origin: string;
  lines: readonly string[];
  at: Date;
}): OutgoingEmail {
  return {
    to: input.to,
    kind: 'consents-changed',
    subject: 'Viestiasetuksesi ja yksityisyysasetuksesi on tallennettu',
    text: letter(
      `tallensimme nämä valintasi verkkopalvelussa ${dateTimeText(input.at)}:`,
      '',
      ...input.lines,
      '',
      'Voit tarkistaa ja muuttaa valintojasi milloin tahansa:',
      `${input.origin}/tili/viestiasetukset-ja-yksityisyys`,
      '',
      'Jos et itse tehnyt tätä muutosta, ota yhteyttä asiakaspalveluumme.',
    ),
  };
}
