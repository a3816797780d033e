import type { ReclaimDateResult } from '~/domain/delivery/delivery-status';
import type { OutgoingEmail } from '../../email/outbox';
import { letter } from '../../email/letter';

/** The confirmation of a delivery-trouble report: each stored day and what happens next. */
export function reclaimConfirmationEmail(input: {
  to: string;
  productName: string;
  subscriptionNumber: string;
  complaintLabel: string;
  compensationLabel: string;
  results: ReclaimDateResult[];
}): OutgoingEmail {
  const stored = input.results.filter((r) => r.accepted);
  const refused = input.results.filter((r) => !r.accepted);
  return {
    to: input.to,
    kind: 'delivery-reclamation',
    subject: `Jakeluhäiriöilmoitus vastaanotettu: ${input.productName}`,
    text: letter(
      `kiitos ilmoituksestasi. Olemme vastaanottaneet jakeluhäiriöilmoituksen tilauksesta`,
      `${input.productName} (tilausnumero ${input.subscriptionNumber}).`,
      '',
      `Mitä tapahtui: ${input.complaintLabel}`,
      `Hyvitys: ${input.compensationLabel}`,
      '',
      ...stored.flatMap((r) => [
        `${r.dateLabel} (ilmoituksen tunnus ${r.reference ?? '-'})`,
        r.message,
        r.nextStep,
        '',
      ]),
      ...(refused.length > 0
        ? [
            'Näistä päivistä ilmoitusta ei kirjattu:',
            ...refused.map((r) => `${r.dateLabel}: ${r.message}`),
            '',
          ]
        : []),
      'Jos et itse tehnyt tätä ilmoitusta, ota yhteyttä asiakaspalveluumme:',
      'puhelin 09 123 4567 (arkisin 8–16) tai asiakaspalvelu@example.fi.',
    ),
  };
}
