import { REQUIRES_ACTION_MODAL } from '../shared/requires-action';

// The card screens' addresses (spec §2): the modals ?modal=lisaa-maksukortti and
// ?modal=paivitys-vaatii-toimenpidetta (a card that cannot pay; both with maksutapa), and
// /laskut/maksukortit/vaihda-kortti and /poista-kortti with ?maksutapa=. Shared by the card
// islands and the screens that link to them (payment methods).

export const ADD_CARD_MODAL = 'lisaa-maksukortti';
export const CARDS_PATH = '/laskut/maksukortit';

export const changeCardPath = (subscriptionNumber: string) =>
  `${CARDS_PATH}/vaihda-kortti?maksutapa=${subscriptionNumber}`;
export const deleteCardPath = (cardId: string) =>
  `${CARDS_PATH}/poista-kortti?maksutapa=${encodeURIComponent(cardId)}`;
export const addCardPath = (subscriptionNumber?: string) =>
  `${CARDS_PATH}?modal=${ADD_CARD_MODAL}${subscriptionNumber ? `&maksutapa=${subscriptionNumber}` : ''}`;

/** Why a subscription needs a card and what to do (linked from the e-mails that ask for one). */
export const cardActionPath = (subscriptionNumber: string) =>
  `${CARDS_PATH}?modal=${REQUIRES_ACTION_MODAL}&maksutapa=${subscriptionNumber}`;
