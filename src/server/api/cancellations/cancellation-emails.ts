import { formatDate } from '~/domain/shared/dates';
import type { OutgoingEmail } from '../../email/outbox';
import { letter } from '../../email/letter';

/** The confirmation of a cancelled subscription or add-on, with its exact end date. */
export function cancellationEmail(args: {
  to: string;
  kind: 'MAIN' | 'ADD_ON';
  productName: string;
  subscriptionNumber: string;
  endDate: string;
  readingText: string;
  addOns: { productName: string; endDateLabel: string }[];
}): OutgoingEmail {
  const what = args.kind === 'MAIN' ? 'tilauksesi' : 'lisätilauksesi';
  const addOnLines = args.addOns.map(
    (a) => `Lisätilaus ${a.productName} päättyy samalla ${a.endDateLabel}.`,
  );
  return {
    to: args.to,
    kind: args.kind === 'MAIN' ? 'subscription-cancelled' : 'addon-cancelled',
    subject: `Vahvistus: ${args.productName} on lopetettu (tilaus ${args.subscriptionNumber})`,
    text: letter(
      `olemme vastaanottaneet lopetuksen: ${what} ${args.productName} (tilausnumero ${args.subscriptionNumber})`,
      `päättyy tilausjakson lopussa ${formatDate(args.endDate)}.`,
      '',
      args.readingText,
      ...(addOnLines.length > 0 ? ['', ...addOnLines] : []),
      '',
      'Jos et itse lopettanut tilausta tai muutit mielesi, ota yhteyttä asiakaspalveluumme:',
      'puhelin 09 123 4567 (arkisin 8–16) tai asiakaspalvelu@example.fi.',
      '',
      'Kiitos, että olit lukijamme!',
    ),
  };
}

export function discountAcceptedEmail(args: {
  to: string;
  productName: string;
  subscriptionNumber: string;
  description: string;
}): OutgoingEmail {
  return {
    to: args.to,
    kind: 'retention-discount-accepted',
    subject: `Tilauksesi jatkuu edullisemmin – tilaus ${args.subscriptionNumber}`,
    text: letter(
      `kiitos, että jatkat tilausta ${args.productName} (tilausnumero ${args.subscriptionNumber})!`,
      '',
      args.description,
      '',
      'Tilaustasi ei lopetettu.',
    ),
  };
}

export function switchToDigitalEmail(args: {
  to: string;
  subscriptionNumber: string;
  fromName: string;
  toName: string;
  effectiveDate: string;
}): OutgoingEmail {
  return {
    to: args.to,
    kind: 'retention-switch-to-digital',
    subject: `Vaihto digilehteen vastaanotettu – tilaus ${args.subscriptionNumber}`,
    text: letter(
      `olemme vastaanottaneet pyyntösi vaihtaa tilauksen ${args.subscriptionNumber} digilehteen.`,
      `Nykyinen tuote: ${args.fromName}`,
      `Uusi tuote: ${args.toName}, alkaen ${formatDate(args.effectiveDate)}`,
      '',
      'Asiakaspalvelu käsittelee muutoksen 1–3 arkipäivän kuluessa. Tilaustasi ei lopetettu.',
    ),
  };
}

/**
 * The +Kaikki receipt goes to whatever address the (anonymous) sender typed, so it repeats no
 * free text of the form: no name, only our own labels and the receipt number (issue 20 item 9).
 */
export function kaikkiReceiptEmail(args: {
  to: string;
  receiptNumber: string;
  endOptionLabel: string;
  processingText: string;
}): OutgoingEmail {
  return {
    to: args.to,
    kind: 'kaikki-notice-received',
    subject: `+Kaikki-tilauksen irtisanomisilmoitus vastaanotettu (${args.receiptNumber})`,
    text: letter(
      `olemme vastaanottaneet +Kaikki-tilauksen irtisanomisilmoituksesi. Viite: ${args.receiptNumber}.`,
      `Toivottu päättyminen: ${args.endOptionLabel}.`,
      '',
      args.processingText,
      '',
      'Muut tilauksesi jatkuvat normaalisti.',
    ),
  };
}
