// The +Kaikki notice form's labels, free of zod so the form can show them before its schema
// (kaikki-notice.ts) loads on the first submit; the notice e-mail uses the end option labels too.

/** When the customer wants the subscription to end (spec §3 CANCELLATION topic variants). */
export const KAIKKI_END_OPTIONS = ['END_OF_PERIOD', 'IN_30_DAYS', 'IN_14_DAYS'] as const;
export type KaikkiEndOption = (typeof KAIKKI_END_OPTIONS)[number];

export const KAIKKI_END_OPTION_LABELS: Readonly<Record<KaikkiEndOption, string>> = {
  END_OF_PERIOD: 'Nykyisen tilausjakson lopussa',
  IN_30_DAYS: '30 päivän irtisanomisajalla',
  IN_14_DAYS:
    'Peruutan tilauksen 14 päivän peruutusoikeudella (tilaus on tehty alle 14 päivää sitten)',
};

export const KAIKKI_LABELS = {
  firstName: 'Etunimi',
  lastName: 'Sukunimi',
  email: 'Sähköpostiosoite, jota käytät tilauksessa',
  customerNumber: 'Asiakasnumero (vapaaehtoinen)',
  endOption: 'Milloin haluat tilauksen päättyvän?',
  reason: 'Miksi irtisanot tilauksen? (vapaaehtoinen)',
  reasonText: 'Haluatko kertoa lisää? (vapaaehtoinen)',
} as const;
