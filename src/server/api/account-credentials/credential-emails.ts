import type { OutgoingEmail } from '../../email/outbox';

// The e-mails of the username and password changes (issue 14 item 9), plain Finnish text; links
// on their own line. Times in Helsinki whatever the server's zone: '21.11.2026 klo 10.00'.

const whenFormat = new Intl.DateTimeFormat('fi-FI', {
  timeZone: 'Europe/Helsinki',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const NOT_YOU =
  'Jos et itse tehnyt tätä muutosta, ota heti yhteyttä asiakaspalveluumme ja vaihda salasanasi.';
const SIGNATURE = ['Ystävällisin terveisin', 'Asiakaspalvelu'];

const body = (...lines: string[]): string => ['Hei,', '', ...lines, '', ...SIGNATURE].join('\n');

/** To the NEW address: the single-use link that makes the change. */
export function usernameChangeLinkEmail(input: {
  to: string;
  oldUsername: string;
  link: string;
  validHours: number;
  at: Date;
}): OutgoingEmail {
  return {
    to: input.to,
    kind: 'username-change-link',
    subject: 'Vahvista käyttäjätunnuksen vaihto',
    text: body(
      `käyttäjätilin ${input.oldUsername} käyttäjätunnukseksi pyydettiin ${whenFormat.format(input.at)} tätä sähköpostiosoitetta.`,
      `Käyttäjätunnus vaihtuu vasta, kun vahvistat vaihdon alla olevasta linkistä. Linkki toimii kerran, ${input.validHours} tunnin ajan:`,
      '',
      input.link,
      '',
      'Jos et pyytänyt vaihtoa, voit jättää tämän viestin huomiotta: käyttäjätunnus ei vaihdu ilman vahvistusta.',
    ),
  };
}

/** To the OLD address, after the change: a notice, in case it was not the owner. */
export function usernameChangedNoticeEmail(input: {
  to: string;
  newUsername: string;
  at: Date;
}): OutgoingEmail {
  return {
    to: input.to,
    kind: 'username-changed-notice',
    subject: 'Käyttäjätunnuksesi on vaihdettu',
    text: body(
      `käyttäjätilisi käyttäjätunnus vaihdettiin ${whenFormat.format(input.at)}. Uusi käyttäjätunnus on ${input.newUsername}.`,
      'Tällä sähköpostiosoitteella ei voi enää kirjautua. Muilla laitteilla olleet kirjautumiset on lopetettu.',
      '',
      NOT_YOU,
    ),
  };
}

/** To the NEW address, after the change: the confirmation. */
export function usernameChangedEmail(input: { to: string; at: Date }): OutgoingEmail {
  return {
    to: input.to,
    kind: 'username-changed',
    subject: 'Käyttäjätunnuksesi on vaihdettu',
    text: body(
      `käyttäjätilisi käyttäjätunnukseksi vaihdettiin ${whenFormat.format(input.at)} tämä sähköpostiosoite, ${input.to}.`,
      'Kirjaudu jatkossa tällä osoitteella. Salasanasi pysyi samana.',
      '',
      NOT_YOU,
    ),
  };
}

/** To the account's address, after a password change. */
export function passwordChangedEmail(input: { to: string; at: Date }): OutgoingEmail {
  return {
    to: input.to,
    kind: 'password-changed',
    subject: 'Salasanasi on vaihdettu',
    text: body(
      `käyttäjätilisi ${input.to} salasana vaihdettiin ${whenFormat.format(input.at)}.`,
      'Muilla laitteilla olleet kirjautumiset on lopetettu. Kirjaudu niillä uudella salasanalla.',
      '',
      'Jos et itse vaihtanut salasanaa, ota heti yhteyttä asiakaspalveluumme.',
    ),
  };
}
