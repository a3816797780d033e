// The share modal's words (zod-free, so the dialog can show them before zod loads).

export const INVITE_EMAIL_LABEL = 'Sähköpostiosoite';

export type ShareAudience = 'HOUSEHOLD' | 'EMPLOYEES';

/** A private customer shares with the household, a company with its employees (spec §1). */
export const shareAudienceOf = (customerType: string): ShareAudience =>
  customerType === 'COMPANY' || customerType === 'COMMUNITY' ? 'EMPLOYEES' : 'HOUSEHOLD';

export const SHARE_TEXTS = {
  HOUSEHOLD: {
    title: 'Jaa digilukuoikeus',
    intro:
      'Voit jakaa tilauksesi digilukuoikeuden samassa taloudessa asuvalle. Lukuoikeus on henkilökohtainen, eikä sitä voi siirtää eteenpäin.',
  },
  EMPLOYEES: {
    title: 'Jaa digilukuoikeus työntekijälle',
    intro:
      'Voit jakaa yrityksesi tilauksen digilukuoikeuksia työntekijöillenne. Lukuoikeus on henkilökohtainen, eikä sitä voi siirtää eteenpäin.',
  },
} as const;

export const emailSentNotice = (address: string): string =>
  `Kutsu lähetettiin osoitteeseen ${address}. Lukuoikeus on käytössä, kun vastaanottaja aktivoi sen.`;

export const LINK_CREATED_NOTICE =
  'Kutsulinkki on luotu. Kopioi linkki ja lähetä se lukijalle. Linkin voi käyttää vain kerran.';

export const rightsLeftText = (left: number): string =>
  left === 1 ? '1 lukuoikeus vapaana' : `${left} lukuoikeutta vapaana`;

/**
 * The share modals on the details page (spec §2 Modals): ?tilaus=<n>&modal=jaa-lukuoikeus for
 * a private customer's household, jaa-lukuoikeus-v2 for a company's employees (the v2 wording).
 */
export const SHARE_MODALS = {
  HOUSEHOLD: 'jaa-lukuoikeus',
  EMPLOYEES: 'jaa-lukuoikeus-v2',
} as const satisfies Record<ShareAudience, string>;
