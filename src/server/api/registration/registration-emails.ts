import { helsinkiTime, letter } from '../../email/letter';
import type { OutgoingEmail } from '../../email/outbox';

// The e-mails of the registration (decision 0034). Every registration gets exactly one answer
// at the address it names: the link, or, when the address already has an account, a note that
// says so. The page says the same in both cases, so it tells no one which addresses have one.

/** The single-use link that creates the account. */
export function registrationLinkEmail(input: {
  to: string;
  link: string;
  validHours: number;
  at: Date;
}): OutgoingEmail {
  return {
    to: input.to,
    kind: 'registration-link',
    subject: 'Vahvista sähköpostiosoitteesi ja luo tunnus',
    text: letter(
      `tällä sähköpostiosoitteella aloitettiin tunnuksen luominen asiakaspalveluumme ${helsinkiTime(input.at)}.`,
      `Tunnus luodaan, kun vahvistat sähköpostiosoitteesi alla olevasta linkistä. Linkki toimii kerran, ${input.validHours} tunnin ajan:`,
      '',
      input.link,
      '',
      'Jos et itse luonut tunnusta, voit jättää tämän viestin huomiotta: tunnusta ei luoda ilman vahvistusta.',
    ),
  };
}

/** Someone registered an address that already has an account. */
export function accountExistsEmail(input: {
  to: string;
  loginLink: string;
  resetLink: string;
  at: Date;
}): OutgoingEmail {
  return {
    to: input.to,
    kind: 'registration-account-exists',
    subject: 'Sinulla on jo tunnus',
    text: letter(
      `tällä sähköpostiosoitteella yritettiin luoda uusi tunnus ${helsinkiTime(input.at)}, mutta osoitteella on jo tunnus. Uutta tunnusta ei luotu.`,
      'Kirjaudu sisään nykyisellä tunnuksellasi:',
      '',
      input.loginLink,
      '',
      'Jos olet unohtanut salasanasi, voit valita uuden:',
      '',
      input.resetLink,
      '',
      'Jos et itse yrittänyt luoda tunnusta, voit jättää tämän viestin huomiotta.',
    ),
  };
}

/** After the confirmation: the account exists. */
export function welcomeEmail(input: {
  to: string;
  customerNumber: string;
  at: Date;
}): OutgoingEmail {
  return {
    to: input.to,
    kind: 'registration-welcome',
    subject: 'Tunnuksesi on luotu',
    text: letter(
      `tunnuksesi luotiin ${helsinkiTime(input.at)}. Kirjaudu jatkossa tällä sähköpostiosoitteella ja valitsemallasi salasanalla.`,
      `Asiakasnumerosi on ${input.customerNumber}.`,
      '',
      'Jos et itse luonut tunnusta, ota heti yhteyttä asiakaspalveluumme.',
    ),
  };
}
