/**
 * Spec §2's modal `paivitys-vaatii-toimenpidetta` ("the update needs an action"): what the
 * customer must do before an update can go on. Opened on the product change pages (a change
 * that needs another payment method first) and on the cards page (a card that cannot pay).
 */
export const REQUIRES_ACTION_MODAL = 'paivitys-vaatii-toimenpidetta';
