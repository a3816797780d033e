import type { CompanyOrderWaiting } from '~/domain/company-order/order-approval';
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
            'Yrityksen pääkäyttäjä hyväksyi tilauksen. Pääkäyttäjä hoitaa yrityksen tilaukset ja',
            'laskut; et saanut pääkäyttäjän oikeuksia.',
          ]),
      '',
      'Jos et itse tehnyt tätä tilausta, ota heti yhteyttä asiakaspalveluumme.',
    ),
  };
}

/** The order's main lines for the approval e-mails. */
const orderLines = (order: CompanyOrderWaiting): string[] => [
  `Yritys: ${order.companyName} (Y-tunnus ${order.businessId})`,
  `Tuote: ${order.productName}, ${order.price.quantityText}`,
  ...(order.startDate === null ? [] : [`Ensimmäinen jakelupäivä: ${formatDate(order.startDate)}`]),
  `Hinta: ${order.price.text}`,
];

/** Asks each of the company's admins to accept or refuse an order (issue 30 item 17). */
export function approvalRequestEmail(
  to: string,
  order: CompanyOrderWaiting,
  orderedBy: string,
  link: string,
): OutgoingEmail {
  return {
    to,
    kind: 'company-order-approval-request',
    subject: 'Yrityksellenne tehty tilaus odottaa hyväksyntääsi',
    text: letter(
      `käyttäjä ${orderedBy} teki tilauksen yrityksenne laskulle. Koska hän ei ole yrityksen`,
      'pääkäyttäjä, tilausta ei ole tehty eikä laskutettu ennen kuin pääkäyttäjä hyväksyy sen.',
      '',
      ...orderLines(order),
      '',
      `Hyväksy tai hylkää tilaus viimeistään ${formatDate(order.lastDay)}. Kirjaudu sisään`,
      'yritysasiakkaana, niin näet tilauksen tiedot:',
      '',
      link,
      '',
      'Jos tilaus ei ole yrityksenne tekemä, hylkää se tai jätä se hyväksymättä: se vanhenee itsestään.',
    ),
  };
}

/** Tells the orderer the order waits for the company's admin. */
export function approvalWaitingEmail(to: string, order: CompanyOrderWaiting): OutgoingEmail {
  return {
    to,
    kind: 'company-order-approval-waiting',
    subject: 'Yritystilauksesi odottaa pääkäyttäjän hyväksyntää',
    text: letter(
      `yritys ${order.companyName} on jo asiakkaamme, joten tilauksesi odottaa yrityksen`,
      'pääkäyttäjän hyväksyntää. Tilausta ei ole vielä tehty eikä laskutettu.',
      '',
      ...orderLines(order),
      '',
      `Pyysimme pääkäyttäjää hyväksymään tilauksen viimeistään ${formatDate(order.lastDay)}.`,
      'Kerromme sähköpostilla, kun tilaus on hyväksytty tai hylätty.',
      '',
      'Jos et itse tehnyt tätä tilausta, ota heti yhteyttä asiakaspalveluumme.',
    ),
  };
}

const OUTCOME_TEXTS = {
  REFUSED: {
    kind: 'company-order-approval-refused',
    subject: 'Yritystilaustasi ei hyväksytty',
    line: 'Yrityksen pääkäyttäjä hylkäsi tilauksesi, joten sitä ei tehty eikä laskutettu.',
  },
  EXPIRED: {
    kind: 'company-order-approval-expired',
    subject: 'Yritystilauksesi vanheni',
    line: 'Yrityksen pääkäyttäjä ei hyväksynyt tilaustasi määräaikaan mennessä, joten sitä ei tehty eikä laskutettu.',
  },
} as const;

/** Tells the orderer that the order was refused or expired unaccepted. */
export function approvalOutcomeEmail(
  to: string,
  order: CompanyOrderWaiting,
  outcome: keyof typeof OUTCOME_TEXTS,
): OutgoingEmail {
  const texts = OUTCOME_TEXTS[outcome];
  return {
    to,
    kind: texts.kind,
    subject: texts.subject,
    text: letter(
      texts.line,
      '',
      ...orderLines(order),
      '',
      'Jos tilaus on yhä tarpeen, sovi siitä yrityksen pääkäyttäjän kanssa tai ota yhteyttä',
      'asiakaspalveluumme.',
    ),
  };
}
