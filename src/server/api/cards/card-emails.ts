import type { OutgoingEmail } from '../../email/outbox';
import { letter, NOT_YOU_LINE } from '../../email/letter';

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
    text: letter(
      `lisäsit tilillesi maksukortin ${cardLabel}.`,
      ...(change ? ['', change] : []),
      '',
      NOT_YOU_LINE,
    ),
  };
}

/** A subscription is charged to another card from its next period. */
export function cardChangedEmail(to: string, summary: string): OutgoingEmail {
  return {
    to,
    kind: 'card-changed',
    subject: 'Tilauksesi maksukortti vaihdettu',
    text: letter(summary, '', NOT_YOU_LINE),
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
    text: letter(
      `poistit maksukortin ${cardLabel}.`,
      ...(moved ? ['', moved] : []),
      '',
      NOT_YOU_LINE,
    ),
  };
}
