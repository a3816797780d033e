import type { OutgoingEmail } from '../../email/outbox';

/** To the reader: the right is now theirs. */
export function claimedReaderEmail(input: { to: string; productName: string }): OutgoingEmail {
  return {
    to: input.to,
    kind: 'reading-right-claimed',
    subject: `Digilukuoikeus aktivoitu: ${input.productName}`,
    text: [
      'Hei,',
      '',
      `digilukuoikeutesi tuotteeseen ${input.productName} on nyt aktivoitu käyttäjätunnukselle ${input.to}.`,
      'Kirjaudu palveluun tällä käyttäjätunnuksella lukeaksesi digilehteä.',
      '',
      'Lukuoikeus on henkilökohtainen, eikä sitä voi siirtää eteenpäin.',
      'Jos et itse aktivoinut lukuoikeutta, ota heti yhteyttä asiakaspalveluumme.',
      '',
      'Ystävällisin terveisin',
      'Asiakaspalvelu',
    ].join('\n'),
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
    text: [
      'Hei,',
      '',
      `${input.readerName} aktivoi jakamasi digilukuoikeuden tilaukseen ${input.productName}`,
      `(tilausnumero ${input.subscriptionNumber}).`,
      '',
      'Näet ja voit poistaa jakamasi lukuoikeudet Omilla sivuilla kohdassa Lukuoikeudet.',
      '',
      'Ystävällisin terveisin',
      'Asiakaspalvelu',
    ].join('\n'),
  };
}
