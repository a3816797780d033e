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
