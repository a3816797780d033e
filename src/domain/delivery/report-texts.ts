/**
 * The delivery-trouble report form's labels and limits, free of zod so the form can show them
 * before its schema (reclaim-input.ts) loads on the first submit.
 */
export const OTHER_REASON_MAX = 500;

export const LABELS = {
  complaint: 'Mitä tapahtui?',
  otherReason: 'Kerro lyhyesti, mitä tapahtui',
  dates: 'Minä päivänä?',
  compensation: 'Hyvitys',
  customerNumber: 'Asiakasnumero',
  subscriptionNumber: 'Tilausnumero',
  lastName: 'Lehden saajan sukunimi',
  zipCode: 'Toimitusosoitteen postinumero',
  email: 'Sähköpostiosoite vahvistusta varten (vapaaehtoinen)',
} as const;
