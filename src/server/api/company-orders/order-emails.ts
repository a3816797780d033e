import type { CompanyOrderResult } from '~/domain/company-order/order-views';
import { formatDate } from '~/domain/shared/dates';
import type { OutgoingEmail } from '../../email/outbox';
import { letter } from '../../email/letter';

/** The order confirmation to the ordering account (spec §1: thank-you with the summary). */
export function companyOrderEmail(to: string, order: CompanyOrderResult): OutgoingEmail {
  return {
    to,
    kind: 'company-order-confirmation',
    subject: 'Yritystilauksesi on vastaanotettu',
    text: letter(
      `kiitos tilauksestasi. Yritys ${order.companyName} (Y-tunnus ${order.businessId}) on tilannut`,
      `tuotteen ${order.productName}: ${order.price.quantityText}.`,
      '',
      `Tilausnumero: ${order.subscriptionNumber}`,
      `Asiakasnumero: ${order.customerNumber}`,
      `Alkaa: ${formatDate(order.startDate)}`,
      ...(order.deliveryAddress === null ? [] : [`Jakeluosoite: ${order.deliveryAddress}`]),
      `Hinta: ${order.price.text}`,
      `Ensimmäinen lasku: ${order.invoiceNumber}`,
      '',
      ...(order.admin
        ? [
            'Olet yrityksen pääkäyttäjä. Kirjaudu yritysasiakkaana, niin näet yrityksen tilaukset',
            ...(order.price.readers === undefined
              ? ['ja laskut.']
              : ['ja laskut ja voit jakaa lukuoikeudet lukijoille.']),
          ]
        : [
            'Yritykselläsi on jo pääkäyttäjä, joten et saanut pääkäyttäjän oikeuksia. Kerroimme',
            'tilauksesta pääkäyttäjälle.',
          ]),
      '',
      'Jos et itse tehnyt tätä tilausta, ota heti yhteyttä asiakaspalveluumme.',
    ),
  };
}

/** Tells the company's admins of an order someone else placed for it (decision 0038). */
export function orderByOtherEmail(
  to: string,
  order: CompanyOrderResult,
  orderedBy: string,
): OutgoingEmail {
  return {
    to,
    kind: 'company-order-by-other',
    subject: 'Yrityksellenne tehtiin uusi tilaus',
    text: letter(
      `käyttäjä ${orderedBy} teki yrityksellenne ${order.companyName} tilauksen`,
      `${order.productName} (tilausnumero ${order.subscriptionNumber}, ${order.price.quantityText}).`,
      'Hän ei saanut yrityksen pääkäyttäjän oikeuksia: te pääkäyttäjät hoidatte tilauksen.',
      '',
      'Jos tilaus ei ole yrityksenne tekemä, ota heti yhteyttä asiakaspalveluumme.',
    ),
  };
}
