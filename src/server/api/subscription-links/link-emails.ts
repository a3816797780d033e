import { helsinkiTime, letter, NOT_YOU_LINE } from '../../email/letter';
import type { OutgoingEmail } from '../../email/outbox';

export function linkedEmail(input: {
  to: string;
  customerNumber: string;
  subscriptions: { subscriptionNumber: string; productName: string }[];
  at: Date;
}): OutgoingEmail {
  const lines = input.subscriptions.map(
    (s) => `- ${s.productName}, tilausnumero ${s.subscriptionNumber}`,
  );
  return {
    to: input.to,
    kind: 'subscription-linked',
    subject: 'Tilaus on liitetty käyttäjätiliisi',
    text: letter(
      `asiakasnumeron ${input.customerNumber} tilaukset liitettiin käyttäjätiliisi ${helsinkiTime(input.at)}:`,
      ...lines,
      '',
      'Voit nyt hoitaa tilauksiasi Omat tilaukset -sivulla.',
      '',
      NOT_YOU_LINE,
    ),
  };
}

export function confirmationLinkEmail(input: {
  to: string;
  customerNumber: string;
  link: string;
  at: Date;
}): OutgoingEmail {
  return {
    to: input.to,
    kind: 'subscription-link-confirmation',
    subject: 'Vahvista tilauksen liittäminen käyttäjätiliin',
    text: letter(
      `asiakasnumeron ${input.customerNumber} tilauksia pyydettiin liittämään käyttäjätiliin ${helsinkiTime(input.at)}.`,
      'Tilaukseen tallennettu sähköpostiosoite on eri kuin se, jolla pyytäjä oli kirjautunut, joten',
      'liittäminen vaatii vahvistuksen. Jos pyysit liittämistä itse, avaa alla oleva linkki ja kirjaudu',
      'sillä käyttäjätilillä, johon haluat tilaukset liittää. Linkki toimii kerran, 24 tunnin ajan:',
      '',
      input.link,
      '',
      'Jos et pyytänyt liittämistä, voit jättää tämän viestin huomiotta: tilauksiasi ei liitetä ilman',
      'vahvistusta. Jos viestejä tulee toistuvasti, ota yhteyttä asiakaspalveluumme.',
    ),
  };
}
