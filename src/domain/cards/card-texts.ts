// The card forms' messages, free of zod so the forms can show them before any schema loads.

export const CARD_CHOICE_MESSAGE = 'Valitse kortti.';
export const REPLACEMENT_MESSAGE =
  'Valitse kortti, jolla kortin tilaukset maksetaan jatkossa, ennen kuin poistat kortin.';
