import type { OutgoingEmail } from '../../email/outbox';
import { letter } from '../../email/letter';

/** The details page of the subscription, where the admin sees the request and its state. */
export const detailsPageUrl = (siteOrigin: string, subscriptionNumber: string): string =>
  new URL(`/tilaukset/tiedot?${new URLSearchParams({ tilaus: subscriptionNumber })}`, siteOrigin)
    .href;

/** Customer service has handled a processing request: to each admin of the company. */
export function requestHandledEmail(input: {
  to: string;
  companyName: string;
  productName: string;
  subscriptionNumber: string;
  typeLabel: string;
  summary: string;
  createdLabel: string;
  note: string | null;
  detailsUrl: string;
}): OutgoingEmail {
  return {
    to: input.to,
    kind: 'company-request-handled',
    subject: `Käsittelypyyntö käsitelty: ${input.typeLabel}`,
    text: letter(
      `asiakaspalvelu on käsitellyt yrityksen ${input.companyName} käsittelypyynnön`,
      `${input.createdLabel} tilaukseen ${input.productName} (tilausnumero ${input.subscriptionNumber}).`,
      '',
      `Muutos: ${input.typeLabel}`,
      ...(input.summary === '' ? [] : [`Tiedot: ${input.summary}`]),
      ...(input.note === null ? [] : ['', 'Asiakaspalvelun viesti:', input.note]),
      '',
      'Näet pyynnöt ja niiden tilan tilauksen tiedoista:',
      input.detailsUrl,
    ),
  };
}
