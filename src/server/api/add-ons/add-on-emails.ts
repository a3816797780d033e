import type { OutgoingEmail } from '../../email/outbox';
import { letter } from '../../email/letter';

/** The order confirmation the spec's module-already-active message points the customer to. */
export function addOnOrderedEmail(input: {
  to: string;
  productName: string;
  addOnNumber: string;
  mainProductName: string;
  mainNumber: string;
  priceLabel: string;
  startDateLabel: string;
  endRuleText: string;
}): OutgoingEmail {
  return {
    to: input.to,
    kind: 'addon-ordered',
    subject: `Tilausvahvistus: ${input.productName}`,
    text: letter(
      `kiitos tilauksestasi! Tilasit lisätilauksen ${input.productName} tilaukseen`,
      `${input.mainProductName} (tilausnumero ${input.mainNumber}).`,
      '',
      `Lisätilauksen tilausnumero: ${input.addOnNumber}`,
      `Hinta: ${input.priceLabel}`,
      `Alkaa: ${input.startDateLabel}`,
      '',
      input.endRuleText,
      '',
      'Lisätilaus laskutetaan päätilauksen laskun yhteydessä samalla maksutavalla.',
      'Jos et itse tehnyt tätä tilausta, ota heti yhteyttä asiakaspalveluumme.',
    ),
  };
}
