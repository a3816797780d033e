import type { OutgoingEmail } from '../../email/outbox';

interface FeedbackFacts {
  reference: string;
  receivedAtLabel: string;
  topicLabel: string;
  product: string | null;
  message: string;
  contactEmail: string;
  replyByEmail: boolean;
  /** The logged-in account's username, or null for an anonymous visitor. */
  username: string | null;
}

/** The message as customer service reads it: everything the sender gave. */
export function customerServiceEmail(to: string, f: FeedbackFacts): OutgoingEmail {
  return {
    to,
    kind: 'company-feedback',
    subject: `Yrityspalaute ${f.reference}: ${f.topicLabel}`,
    text: [
      `Yrityspalaute ${f.reference}, vastaanotettu ${f.receivedAtLabel}.`,
      '',
      `Aihe: ${f.topicLabel}`,
      `Tuote: ${f.product ?? '-'}`,
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
  f: { reference: string; topicLabel: string; nextSteps: string },
): OutgoingEmail {
  return {
    to,
    kind: 'company-feedback-receipt',
    subject: `Olemme vastaanottaneet viestisi (${f.reference})`,
    text: [
      'Hei,',
      '',
      `kiitos viestistäsi. Olemme vastaanottaneet yritysasiakkaan palautteen aiheesta ` +
        `${f.topicLabel}. Viestin tunnus on ${f.reference}.`,
      '',
      f.nextSteps,
      '',
      'Jos et itse lähettänyt viestiä, voit jättää tämän sähköpostin huomiotta.',
      '',
      'Ystävällisin terveisin',
      'Asiakaspalvelu',
    ].join('\n'),
  };
}
