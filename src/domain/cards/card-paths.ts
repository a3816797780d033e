// The card screens' addresses (spec §2): the modal ?modal=lisaa-maksukortti (maksutapa), and
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
