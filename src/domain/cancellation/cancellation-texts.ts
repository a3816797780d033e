/**
 * The cancellation forms' labels, limits and messages, free of zod so the forms can show them
 * before their schemas (cancellation-input.ts) load on the first submit.
 */
export const REASON_TEXT_MAX = 1000;
export const REASON_MESSAGE = 'Valitse syy listasta tai jätä kohta tyhjäksi.';

export const LABELS = {
  reason: 'Miksi lopetat tilauksen? (vapaaehtoinen)',
  reasonText: 'Haluatko kertoa lisää? (vapaaehtoinen)',
  customerNumber: 'Asiakasnumero',
  subscriptionNumber: 'Tilausnumero',
  addOnNumber: 'Lisätilauksen tilausnumero',
} as const;
