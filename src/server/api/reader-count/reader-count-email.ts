import { readersText } from '~/domain/reader-count/reader-count-texts';
import type { OutgoingEmail } from '../../email/outbox';
import { letter, NOT_YOU_LINE } from '../../email/letter';

/** The confirmation of a reader-count change (spec §4), to the admin who asked for it. */
export function readerCountEmail(input: {
  to: string;
  productName: string;
  subscriptionNumber: string;
  fromReaders: number;
  toReaders: number;
  priceText: string;
}): OutgoingEmail {
  return {
    to: input.to,
    kind: 'reader-count-change-received',
    subject: 'Lukijamäärän muutos vastaanotettu',
    text: letter(
      `olemme vastaanottaneet tilauksen ${input.productName} (tilausnumero ${input.subscriptionNumber})`,
      `lukijamäärän muutoksen: ${readersText(input.fromReaders)} → ${readersText(input.toReaders)}.`,
      '',
      `Uusi hinta: ${input.priceText}.`,
      'Muutos aloittaa uuden laskutuskauden. Saat uuden laskun ja hyvityslaskun edellisen',
      'laskutuskauden käyttämättä jääneestä osasta.',
      '',
      'Muutos näkyy tilauksessasi 24 tunnin kuluessa.',
      '',
      NOT_YOU_LINE,
    ),
  };
}
