import type { OutgoingEmail } from '../../email/outbox';
import { letter } from '../../email/letter';

/** To the reader: the right is now theirs. */
export function claimedReaderEmail(input: { to: string; productName: string }): OutgoingEmail {
  return {
    to: input.to,
    kind: 'reading-right-claimed',
    subject: `Digilukuoikeus aktivoitu: ${input.productName}`,
    text: letter(
      `digilukuoikeutesi tuotteeseen ${input.productName} on nyt aktivoitu käyttäjätunnukselle ${input.to}.`,
      'Kirjaudu palveluun tällä käyttäjätunnuksella lukeaksesi digilehteä.',
      '',
      'Lukuoikeus on henkilökohtainen, eikä sitä voi siirtää eteenpäin.',
      'Jos et itse aktivoinut lukuoikeutta, ota heti yhteyttä asiakaspalveluumme.',
    ),
  };
}

/** To the sharer: the invitation was taken into use. */
export function claimedSharerEmail(input: {
  to: string;
  readerName: string;
  productName: string;
  subscriptionNumber: string;
}): OutgoingEmail {
  return {
    to: input.to,
    kind: 'reading-right-claimed-sharer',
    subject: `Jakamasi digilukuoikeus otettiin käyttöön: ${input.productName}`,
    text: letter(
      `${input.readerName} aktivoi jakamasi digilukuoikeuden tilaukseen ${input.productName}`,
      `(tilausnumero ${input.subscriptionNumber}).`,
      '',
      'Näet ja voit poistaa jakamasi lukuoikeudet Omilla sivuilla kohdassa Lukuoikeudet.',
    ),
  };
}
