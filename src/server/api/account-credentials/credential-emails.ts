import { helsinkiTime, letter } from '../../email/letter';
import type { OutgoingEmail } from '../../email/outbox';

// The e-mails of the username and password changes (issue 14 item 9).

const NOT_YOU =
  'Jos et itse tehnyt tätä muutosta, ota heti yhteyttä asiakaspalveluumme ja vaihda salasanasi.';

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
    text: letter(
      `käyttäjätilin ${input.oldUsername} käyttäjätunnukseksi pyydettiin ${helsinkiTime(input.at)} tätä sähköpostiosoitetta.`,
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
    text: letter(
      `käyttäjätilisi käyttäjätunnus vaihdettiin ${helsinkiTime(input.at)}. Uusi käyttäjätunnus on ${input.newUsername}.`,
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
    text: letter(
      `käyttäjätilisi käyttäjätunnukseksi vaihdettiin ${helsinkiTime(input.at)} tämä sähköpostiosoite, ${input.to}.`,
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
    text: letter(
      `käyttäjätilisi ${input.to} salasana vaihdettiin ${helsinkiTime(input.at)}.`,
      'Muilla laitteilla olleet kirjautumiset on lopetettu. Kirjaudu niillä uudella salasanalla.',
      '',
      'Jos et itse vaihtanut salasanaa, ota heti yhteyttä asiakaspalveluumme.',
    ),
  };
}

/** The "forgot password" link (decision 0035). */
export function passwordResetLinkEmail(input: {
  to: string;
  link: string;
  validMinutes: number;
  at: Date;
}): OutgoingEmail {
  return {
    to: input.to,
    kind: 'password-reset-link',
    subject: 'Salasanan vaihtaminen',
    text: letter(
      `käyttäjätilillesi ${input.to} pyydettiin uutta salasanaa ${helsinkiTime(input.at)}.`,
      `Valitse uusi salasana alla olevasta linkistä. Linkki toimii kerran, ${input.validMinutes} minuutin ajan:`,
      '',
      input.link,
      '',
      'Jos et pyytänyt uutta salasanaa, voit jättää tämän viestin huomiotta: salasanasi pysyy ennallaan.',
    ),
  };
}
