// The suspension modal opens on the details page from its query (spec §2 Modals), so that the
// details page's action and any other page can link to it.

export const SUSPENSION_MODAL = 'tilapainen-jakelunkeskeytys';

/** '/tilaukset/tiedot?tilaus=2000001&modal=tilapainen-jakelunkeskeytys'. */
export const suspensionModalUrl = (subscriptionNumber: string): string =>
  `/tilaukset/tiedot?tilaus=${encodeURIComponent(subscriptionNumber)}&modal=${SUSPENSION_MODAL}`;
