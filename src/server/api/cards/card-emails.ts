import type { OutgoingEmail } from '../../email/outbox';

const SIGNATURE = [
  '',
  'Jos et itse tehnyt tätä muutosta, ota heti yhteyttä asiakaspalveluumme.',
  '',
  'Ystävällisin terveisin',
  'Asiakaspalvelu',
];

/** A new card was saved, and perhaps set to pay a subscription. */
export function cardAddedEmail(
  to: string,
  cardLabel: string,
  change: string | null,
): OutgoingEmail {
  return {
    to,
    kind: 'card-added',
    subject: 'Maksukortti lisätty',
    text: [
      'Hei,',
      '',
      `lisäsit tilillesi maksukortin ${cardLabel}.`,
      ...(change ? ['', change] : []),
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** A subscription is charged to another card from its next period. */
export function cardChangedEmail(to: string, summary: string): OutgoingEmail {
  return {
    to,
    kind: 'card-changed',
    subject: 'Tilauksesi maksukortti vaihdettu',
    text: ['Hei,', '', summary, ...SIGNATURE].join('\n'),
  };
}

/** A card was deleted; its subscriptions moved to another card. */
export function cardDeletedEmail(
  to: string,
  cardLabel: string,
  moved: string | null,
): OutgoingEmail {
  return {
    to,
    kind: 'card-deleted',
    subject: 'Maksukortti poistettu',
    text: [
      'Hei,',
      '',
      `poistit maksukortin ${cardLabel}.`,
      ...(moved ? ['', moved] : []),
      ...SIGNATURE,
    ].join('\n'),
  };
}
