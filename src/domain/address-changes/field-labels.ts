// The address and date fields' labels and the countries the forms offer, free of zod so an
// island can show them without loading the schemas (address-fields.ts and change-input.ts).

/**
 * Countries the form offers. Finland (and Åland, whose postal codes are Finnish) can be checked
 * against the address database; any other country goes to customer service (decision 0013).
 */
export const COUNTRY_OPTIONS = [
  { code: 'FI', label: 'Suomi' },
  { code: 'AX', label: 'Ahvenanmaa' },
  { code: 'SE', label: 'Ruotsi' },
  { code: 'NO', label: 'Norja' },
  { code: 'DK', label: 'Tanska' },
  { code: 'EE', label: 'Viro' },
  { code: 'DE', label: 'Saksa' },
  { code: 'ES', label: 'Espanja' },
] as const;
export type CountryCode = (typeof COUNTRY_OPTIONS)[number]['code'];

export const STREET_LABEL = 'Katuosoite';
export const ZIP_LABEL = 'Postinumero';
export const POST_OFFICE_LABEL = 'Postitoimipaikka';
export const COUNTRY_LABEL = 'Maa';

export const START_LABEL = 'Alkamispäivä';
export const END_LABEL = 'Päättymispäivä';
export const NAME_LABEL = 'Nimi tilapäisessä osoitteessa';
