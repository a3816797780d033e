import type { OutgoingEmail } from '../../email/outbox';
import { letter, NOT_YOU_LINE } from '../../email/letter';

interface Subject {
  productName: string;
  subscriptionNumber: string;
  /** The reader's e-mail address (the invited one). */
  readerEmail: string;
  /** The absolute address of /lukuoikeudet, from SITE_URL. */
  overviewUrl: string;
}

/** To the sharer: the invitation was cancelled or the right removed. */
export function sharerConfirmationEmail(
  to: string,
  kind: 'CANCELLED' | 'REMOVED',
  s: Subject,
): OutgoingEmail {
  const what =
    kind === 'CANCELLED'
      ? `peruit lukuoikeuden kutsun osoitteeseen ${s.readerEmail}.`
      : `poistit lukuoikeuden, jonka olit jakanut osoitteeseen ${s.readerEmail}.`;
  return {
    to,
    kind: kind === 'CANCELLED' ? 'reading-right-invitation-cancelled' : 'reading-right-removed',
    subject:
      kind === 'CANCELLED'
        ? `Lukuoikeuden kutsu peruttu: ${s.productName}`
        : `Lukuoikeus poistettu: ${s.productName}`,
    text: letter(
      `${what.charAt(0).toUpperCase()}${what.slice(1)}`,
      `Tilaus: ${s.productName} (tilausnumero ${s.subscriptionNumber}).`,
      'Lukuoikeus on taas vapaana, ja voit jakaa sen uudelleen.',
      '',
      'Lukuoikeutesi näet täältä:',
      s.overviewUrl,
      '',
      NOT_YOU_LINE,
    ),
  };
}

/** To the reader whose right was removed: reading with it ends now. */
export function readerRemovedEmail(s: Subject): OutgoingEmail {
  return {
    to: s.readerEmail,
    kind: 'reading-right-removed-notice',
    subject: `Lukuoikeutesi on päättynyt: ${s.productName}`,
    text: letter(
      `tilauksen ${s.productName} omistaja on poistanut sinulle jakamansa digilukuoikeuden.`,
      'Et voi enää lukea digilehteä tällä lukuoikeudella.',
      '',
      'Jos haluat jatkaa lukemista, voit tilata oman digitilauksen.',
    ),
  };
}
