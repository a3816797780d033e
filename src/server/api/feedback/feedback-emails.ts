import { letter } from '../../email/letter';
import type { OutgoingEmail } from '../../email/outbox';

/** COMPANY: the company feedback form (decision 0036); CONTACT: the contact form. */
export type FeedbackKind = 'COMPANY' | 'CONTACT';

const WORDS: Record<
  FeedbackKind,
  { title: string; mailKind: string; receiptKind: string; receivedWhat: string }
> = {
  COMPANY: {
    title: 'Yrityspalaute',
    mailKind: 'company-feedback',
    receiptKind: 'company-feedback-receipt',
    receivedWhat: 'yritysasiakkaan palautteen',
  },
  CONTACT: {
    title: 'Yhteydenotto',
    mailKind: 'contact-message',
    receiptKind: 'contact-message-receipt',
    receivedWhat: 'yhteydenottosi',
  },
};

interface FeedbackFacts {
  kind: FeedbackKind;
  reference: string;
  receivedAtLabel: string;
  topicLabel: string;
  product: string | null;
  /** The contact form's device label, or null. */
  device: string | null;
  message: string;
  contactEmail: string;
  replyByEmail: boolean;
  /** The logged-in account's username, or null for an anonymous visitor. */
  username: string | null;
}

/** The message as customer service reads it: everything the sender gave. */
export function customerServiceEmail(to: string, f: FeedbackFacts): OutgoingEmail {
  const { title, mailKind } = WORDS[f.kind];
  return {
    to,
    kind: mailKind,
    subject: `${title} ${f.reference}: ${f.topicLabel}`,
    text: [
      `${title} ${f.reference}, vastaanotettu ${f.receivedAtLabel}.`,
      '',
      `Aihe: ${f.topicLabel}`,
      `Tuote: ${f.product ?? '-'}`,
      ...(f.kind === 'CONTACT' ? [`Laite: ${f.device ?? '-'}`] : []),
      `Lähettäjän sähköpostiosoite: ${f.contactEmail}`,
      `Haluaa vastauksen sähköpostiin: ${f.replyByEmail ? 'kyllä' : 'ei'}`,
      `Lähettäjä: ${f.username ? `kirjautunut käyttäjä ${f.username}` : 'ei kirjautunut'}`,
      '',
      'Viesti:',
      f.message,
    ].join('\n'),
  };
}

/**
 * The receipt to the sender. It repeats nothing typed (the address may be anyone's and the
 * form is open to anyone): only the reference, the topic chosen from the list and what next.
 */
export function feedbackReceiptEmail(
  to: string,
  f: { kind: FeedbackKind; reference: string; topicLabel: string; nextSteps: string },
): OutgoingEmail {
  const { receiptKind, receivedWhat } = WORDS[f.kind];
  return {
    to,
    kind: receiptKind,
    subject: `Olemme vastaanottaneet viestisi (${f.reference})`,
    text: letter(
      `kiitos viestistäsi. Olemme vastaanottaneet ${receivedWhat} aiheesta ` +
        `${f.topicLabel}. Viestin tunnus on ${f.reference}.`,
      '',
      f.nextSteps,
      '',
      'Jos et itse lähettänyt viestiä, voit jättää tämän sähköpostin huomiotta.',
    ),
  };
}
