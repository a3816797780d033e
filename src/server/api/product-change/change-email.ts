import { PROCESSING_TEXT, WHILE_PENDING_TEXT } from '~/domain/product-change/change-texts';
import { formatDate } from '~/domain/shared/dates';
import type { OutgoingEmail } from '../../email/outbox';

/** The confirmation of a product change request (spec §4: processed in 1–3 working days). */
export function productChangeEmail(args: {
  to: string;
  subscriptionNumber: string;
  fromName: string;
  toName: string;
  effectiveDate: string | null;
}): OutgoingEmail {
  const start =
    args.effectiveDate === null
      ? 'Asiakaspalvelu sopii muutoksen alkamispäivän käsittelyn yhteydessä.'
      : `Uusi tuote alkaa ${formatDate(args.effectiveDate)}.`;
  return {
    to: args.to,
    subject: `Tuotteen vaihto vastaanotettu – tilaus ${args.subscriptionNumber}`,
    kind: 'product-change-requested',
    text: [
      'Hei,',
      '',
      `Olemme vastaanottaneet pyyntösi vaihtaa tilauksen ${args.subscriptionNumber} tuotteen.`,
      `Nykyinen tuote: ${args.fromName}`,
      `Uusi tuote: ${args.toName}`,
      start,
      '',
      `${PROCESSING_TEXT} ${WHILE_PENDING_TEXT}`,
      '',
      'Kiitos, että olet asiakkaamme!',
    ].join('\n'),
  };
}
