import { describe, expect, it } from 'vitest';
import { INFO_UPDATED_SUBJECT, infoUpdatedText } from '~/domain/customer-info/update-email';

describe('the confirmation e-mail', () => {
  it('names what changed and links to the customer info, in plain Finnish', () => {
    expect(INFO_UPDATED_SUBJECT).toBe('Tietosi on päivitetty');
    expect(infoUpdatedText(['phone', 'eInvoiceOperator'], 'https://a.example/tili/asiakastiedot'))
      .toBe(`Hei,

asiakastietojasi on muutettu Oma asiointi -palvelussa. Muutetut tiedot:

- Puhelinnumero
- Verkkolaskuoperaattori

Näet tietosi osoitteessa
https://a.example/tili/asiakastiedot

Jos et itse tehnyt muutosta, ota heti yhteyttä asiakaspalveluumme.

Ystävällisin terveisin
Asiakaspalvelu`);
  });
});
