// Validation messages. The first two are verbatim from spec §5; the rest are ours, in plain
// Finnish, one per rule so that form and API show the same text (DESIGN.md: one schema per input).

import { BUSINESS_ID_EXAMPLE } from './finnish-ids';

export const requiredMessage = (field: string): string => `${field} on pakollinen tieto`;

// Spec §5 verbatim (English in the original too). Kept for the API's generic length checks;
// the form fields below use the Finnish maxLengthMessage, which is what a customer can read.
export const stringLengthMessage = (min: number, max: number): string =>
  `String length must be between ${min} and ${max}`;

export const maxLengthMessage = (max: number): string => `Kirjoita enintään ${max} merkkiä.`;

export const EMAIL_MESSAGE =
  'Tarkista sähköpostiosoite. Sen muoto on esimerkiksi nimi@esimerkki.fi.';
export const PERSON_NAME_MESSAGE =
  "Nimessä voi olla vain kirjaimia, välilyöntejä, yhdysmerkkejä ja heittomerkkejä (').";
export const ZIP_CODE_MESSAGE = 'Postinumeron on oltava viisi numeroa.';
export const PHONE_CHARS_MESSAGE =
  'Puhelinnumerossa voi olla vain numeroita ja merkkejä + - ( ) ilman välilyöntejä.';
export const PHONE_LENGTH_MESSAGE = 'Puhelinnumerossa on oltava vähintään viisi numeroa.';
export const YEAR_OF_BIRTH_FORMAT_MESSAGE =
  'Syntymävuoden on oltava neljä numeroa, esimerkiksi 1980.';
export const yearOfBirthRangeMessage = (min: number, max: number): string =>
  `Syntymävuoden on oltava väliltä ${min}–${max}.`;
export const STREET_ADDRESS_CHARS_MESSAGE =
  "Katuosoitteessa voi olla vain kirjaimia, numeroita, välilyöntejä ja merkkejä - . ' ’ ´ : ;";
export const STREET_ADDRESS_ZIP_MESSAGE =
  'Älä kirjoita postinumeroa katuosoitteeseen. Sille on oma kenttänsä.';
export const POST_OFFICE_CHARS_MESSAGE =
  "Postitoimipaikassa voi olla vain kirjaimia, numeroita, välilyöntejä ja merkkejä - . ' , &";
export const COMPANY_NAME_CHARS_MESSAGE =
  "Yrityksen nimessä voi olla vain kirjaimia, numeroita, välilyöntejä ja merkkejä - . ' , &";
export const TEMP_ADDRESS_NAME_CHARS_MESSAGE =
  "Nimessä voi olla vain kirjaimia, välilyöntejä ja merkkejä ' - . , &";
export const CUSTOMER_NUMBER_MESSAGE = 'Asiakasnumerossa on oltava 8 tai 9 numeroa.';
export const SUBSCRIPTION_NUMBER_MESSAGE = 'Tilausnumerossa on oltava 7 tai 8 numeroa.';
export const ISO_DATE_MESSAGE = 'Anna kelvollinen päivämäärä, esimerkiksi 24.12.2026.';
export const NEW_PASSWORD_MESSAGE =
  'Salasanassa on oltava vähintään 10 merkkiä, ja siinä on oltava sekä kirjaimia että numeroita.';
export const BUSINESS_ID_HINT = `Muodossa ${BUSINESS_ID_EXAMPLE}.`;
export const BUSINESS_ID_MESSAGE = `Tarkista Y-tunnus. Sen muoto on ${BUSINESS_ID_EXAMPLE}, ja viimeisen numeron on täsmättävä muihin.`;
export const E_INVOICE_ADDRESS_MESSAGE =
  'Verkkolaskuosoitteen on oltava kelvollinen OVT-tunnus (0037…) tai IBAN-tilinumero.';
