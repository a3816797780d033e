import { readersText } from '~/domain/reader-count/reader-count-texts';
import type { CompanyOrderResult } from '~/domain/company-order/order-views';
import { formatDate } from '~/domain/shared/dates';
import type { OutgoingEmail } from '../../email/outbox';

/** The order confirmation to the ordering account (spec §1: thank-you with the summary). */
export function companyOrderEmail(to: string, order: CompanyOrderResult): OutgoingEmail {
  return {
    to,
    kind: 'company-order-confirmation',
    subject: 'Yritystilauksesi on vastaanotettu',
    text: [
      'Hei,',
      '',
      `kiitos tilauksestasi. Yritys ${order.companyName} (Y-tunnus ${order.businessId}) on tilannut`,
      `tuotteen ${order.productName}: ${readersText(order.price.readers)}.`,
      '',
      `Tilausnumero: ${order.subscriptionNumber}`,
      `Asiakasnumero: ${order.customerNumber}`,
      `Alkaa: ${formatDate(order.startDate)}`,
      `Hinta: ${order.price.text}`,
      `Ensimmäinen lasku: ${order.invoiceNumber}`,
      '',
      ...(order.admin
        ? [
            'Olet yrityksen pääkäyttäjä. Kirjaudu yritysasiakkaana, niin voit jakaa lukuoikeudet',
            'lukijoille ja nähdä yrityksen tilaukset ja laskut.',
          ]
        : [
            'Yritykselläsi on jo pääkäyttäjä, joten et saanut pääkäyttäjän oikeuksia. Pääkäyttäjä',
            'jakaa lukuoikeudet lukijoille; kerroimme tilauksesta hänelle.',
          ]),
      '',
      'Jos et itse tehnyt tätä tilausta, ota heti yhteyttä asiakaspalveluumme.',
      '',
      'Ystävällisin terveisin',
      'Asiakaspalvelu',
    ].join('\n'),
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
    text: [
      'Hei,',
      '',
      `käyttäjä ${orderedBy} teki yrityksellenne ${order.companyName} tilauksen`,
      `${order.productName} (tilausnumero ${order.subscriptionNumber}, ${readersText(order.price.readers)}).`,
      'Hän ei saanut yrityksen pääkäyttäjän oikeuksia: te pääkäyttäjät jaatte lukuoikeudet.',
      '',
      'Jos tilaus ei ole yrityksenne tekemä, ota heti yhteyttä asiakaspalveluumme.',
      '',
      'Ystävällisin terveisin',
      'Asiakaspalvelu',
    ].join('\n'),
  };
}
