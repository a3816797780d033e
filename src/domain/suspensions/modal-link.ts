import { DETAILS_MODALS, detailsModalUrl } from '../subscriptions/modal-links';

// The suspension modal opens on the details page from its query (spec §2 Modals), so that the
// details page's action and any other page can link to it.

export const SUSPENSION_MODAL = DETAILS_MODALS.suspension;

/** '/tilaukset/tiedot?tilaus=2000001&modal=tilapainen-jakelunkeskeytys'. */
export const suspensionModalUrl = (subscriptionNumber: string): string =>
  detailsModalUrl(subscriptionNumber, SUSPENSION_MODAL);
