import { KAIKKI_END_OPTION_LABELS, KAIKKI_LABELS } from '../cancellation/kaikki-texts';
import type { CompanyFeedbackTopic } from './enums';

// The feedback forms' Finnish texts, zod-free so the form can import them without the schema
// (spec §3 Feedback form, §2 company feedback form).

/** The company topics in the order of spec §2, in plain Finnish. */
export const COMPANY_FEEDBACK_TOPIC_LABELS: Record<CompanyFeedbackTopic, string> = {
  BILLING_INFO: 'Laskutustiedot',
  DELIVERY_SUSPENSION: 'Jakelun keskeytys',
  ADDRESS_CHANGE: 'Osoitteenmuutos',
  OTHER_CHANGES: 'Muut muutokset tilaukseen',
  OTHER_BILLING_AND_PAYMENTS: 'Muut laskutus- ja maksuasiat',
  DELIVERY_RECLAMATION: 'Jakeluhäiriö',
  GENERAL_FEEDBACK: 'Yleinen palaute',
  LOGIN: 'Kirjautuminen',
  DIGITAL_SERVICES_AND_APPLICATIONS: 'Digipalvelut ja sovellukset',
};

export const FEEDBACK_LABELS = {
  topic: 'Aihe',
  product: 'Tuote',
  message: 'Viesti',
  contactEmail: 'Sähköpostiosoite',
  replyByEmail: 'Haluan vastauksen sähköpostiin',
} as const;

/**
 * The spec gives no length for the feedback text (§5, §9): 2000 characters holds a detailed
 * message and keeps the e-mail to customer service readable (decision 0036).
 */
export const FEEDBACK_TEXT_MAX = 2000;
/** A product family's name, from the list the form offers. */
export const FEEDBACK_PRODUCT_MAX = 100;

/** Without a login the answer and the receipt need an address. */
export const CONTACT_EMAIL_REQUIRED_MESSAGE = `${FEEDBACK_LABELS.contactEmail} on pakollinen tieto`;

/** What happens after sending, on the thank-you and in the receipt. */
export function feedbackNextSteps(replyByEmail: boolean): string {
  return replyByEmail
    ? 'Asiakaspalvelumme käsittelee viestisi 1–3 arkipäivässä ja vastaa sinulle sähköpostitse.'
    : 'Asiakaspalvelumme käsittelee viestisi 1–3 arkipäivässä. Palautteesi auttaa meitä ' +
        'parantamaan palveluamme. Jos asiasi vaatii vastauksen, otamme sinuun yhteyttä.';
}

/** The contact form's topics (spec §3 Feedback form), as a customer would name the matter. */
export const CONTACT_TOPIC_LABELS = {
  SUBSCRIPTION: 'Tilaukset ja tilausmuutokset',
  DELIVERY: 'Lehden jakelu',
  INVOICING: 'Laskut ja maksaminen',
  DIGI: 'Digilehti ja sovellukset',
  LOGIN: 'Kirjautuminen',
  ACCOUNT_LOCKED: 'Käyttäjätunnukseni on lukittu',
  CANCELLATION: 'Tilauksen lopettaminen',
  CONTENT: 'Lehden sisältö',
  CLIENT_GIFTS: 'Tilaajalahjat ja asiakasedut',
  ALME_READER_ADS: 'Lukijailmoitukset',
  ALME_UPDATE_USER_INFO: 'Ilmoituspalvelun käyttäjätietojen päivitys',
  PRIVACY_QUESTIONS: 'Tietosuoja ja omat tiedot',
  ACCESSIBILITY: 'Saavutettavuus',
} as const;
export type ContactTopic = keyof typeof CONTACT_TOPIC_LABELS;

/**
 * When a cancellation sent through the form should take effect (spec §3): the +Kaikki notice's
 * three options, with its words (one list), and their short forms for the topic's name.
 */
export const CANCELLATION_TIMING_LABELS = KAIKKI_END_OPTION_LABELS;
export type CancellationTiming = keyof typeof KAIKKI_END_OPTION_LABELS;
const CANCELLATION_TIMING_SHORT: Record<CancellationTiming, string> = {
  END_OF_PERIOD: 'tilausjakson lopussa',
  IN_30_DAYS: '30 päivän irtisanomisajalla',
  IN_14_DAYS: '14 päivän peruutusoikeudella',
};

/** The device the matter happened on (spec §3 Feedback form: device). */
export const DEVICE_LABELS = {
  COMPUTER: 'Tietokone',
  PHONE: 'Puhelin',
  TABLET: 'Tabletti',
  OTHER: 'Muu laite',
} as const;
export type Device = keyof typeof DEVICE_LABELS;

export const CONTACT_LABELS = {
  cancellationTiming: KAIKKI_LABELS.endOption,
  device: 'Laite (vapaaehtoinen)',
} as const;

export const CANCELLATION_TIMING_REQUIRED = 'Valitse, milloin haluat tilauksen päättyvän.';
export const CANCELLATION_TIMING_NOT_HERE =
  'Päättymisajan voi valita vain, kun aihe on tilauksen lopettaminen.';

/** The topic's name on the receipt: a cancellation with its timing. */
export function contactTopicLabel(topic: ContactTopic, timing?: CancellationTiming): string {
  const label = CONTACT_TOPIC_LABELS[topic];
  return topic === 'CANCELLATION' && timing
    ? `${label}: ${CANCELLATION_TIMING_SHORT[timing]}`
    : label;
}

/** A stored topic's name for customer service, whichever form it came from. */
export function storedTopicLabel(kind: string, stored: string): string {
  if (kind === 'COMPANY') {
    return COMPANY_FEEDBACK_TOPIC_LABELS[stored as CompanyFeedbackTopic] ?? stored;
  }
  const timing = /^CANCELLATION_(.+)$/.exec(stored)?.[1];
  if (timing && timing in CANCELLATION_TIMING_SHORT) {
    return contactTopicLabel('CANCELLATION', timing as CancellationTiming);
  }
  return stored in CONTACT_TOPIC_LABELS ? CONTACT_TOPIC_LABELS[stored as ContactTopic] : stored;
}
