import { CHANGED_FIELD_LABELS, type ChangedField } from './field-labels';

// The confirmation of a change to the customer's own data (issue 14 item 9). It names what
// changed, not the new values: the address it goes to may be read by others, and the customer
// sees the values on /tili/asiakastiedot.

export const INFO_UPDATED_SUBJECT = 'Tietosi on päivitetty';

export function infoUpdatedText(fields: readonly ChangedField[], accountUrl: string): string {
  return [
    'Hei,',
    '',
    'asiakastietojasi on muutettu Oma asiointi -palvelussa. Muutetut tiedot:',
    '',
    ...fields.map((f) => `- ${CHANGED_FIELD_LABELS[f]}`),
    '',
    'Näet tietosi osoitteessa',
    accountUrl,
    '',
    'Jos et itse tehnyt muutosta, ota heti yhteyttä asiakaspalveluumme.',
    '',
    'Ystävällisin terveisin',
    'Asiakaspalvelu',
  ].join('\n');
}
