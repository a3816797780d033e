import type { BenefitRefusal } from './eligibility';

// What the benefit page says instead of the code, and where it sends the customer next
// (zod-free: the page's small script imports it).

export interface NextStep {
  message: string;
  linkText: string;
  href: string;
}

export const BENEFIT_NEXT_STEPS: Record<BenefitRefusal | 'NOT_LOGGED_IN', NextStep> = {
  NOT_LOGGED_IN: {
    message: 'Etu on jatkuvan tilauksen tilaajille. Kirjaudu sisään, niin näet etukoodin.',
    linkText: 'Kirjaudu sisään',
    href: '/auth/login',
  },
  NO_SUBSCRIPTION: {
    message:
      'Tiliisi ei ole liitetty tilausta. Liitä voimassa oleva jatkuva tilauksesi tiliisi, niin näet etukoodin.',
    linkText: 'Liitä tilaus tiliisi',
    href: '/tilaukset/etsi-tilauksesi',
  },
  NO_VALID_SUBSCRIPTION: {
    message:
      'Tiliisi liitetyt tilaukset ovat päättyneet. Edut kuuluvat voimassa olevan jatkuvan tilauksen tilaajille.',
    linkText: 'Katso tilausvaihtoehdot',
    href: '/tuote/paivan-sanomat-7-pv',
  },
  NOT_CONTINUOUS: {
    message:
      'Edut kuuluvat vain jatkuvan tilauksen tilaajille. Määräaikainen tilaus tai näytetilaus ei oikeuta etuihin.',
    linkText: 'Katso tilausvaihtoehdot',
    href: '/tuote/paivan-sanomat-7-pv',
  },
};

/** The error key of each refusal (spec §8 style; messages in error-messages.ts). */
export const BENEFIT_REFUSAL_KEYS = {
  NO_SUBSCRIPTION: 'benefit-no-subscription',
  NO_VALID_SUBSCRIPTION: 'benefit-no-valid-subscription',
  NOT_CONTINUOUS: 'benefit-continuous-only',
} as const satisfies Record<BenefitRefusal, string>;
