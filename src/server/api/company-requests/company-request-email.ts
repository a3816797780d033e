import type { CompanyRequestSummary } from '~/domain/company-requests/request-view';
import type { OutgoingEmail } from '../../email/outbox';
import { letter } from '../../email/letter';

/** The confirmation of a processing request (spec §6), to the admin who sent it. */
export function companyRequestEmail(input: {
  to: string;
  companyName: string;
  productName: string;
  subscriptionNumber: string;
  request: CompanyRequestSummary;
  deadlineLabel: string;
}): OutgoingEmail {
  return {
    to: input.to,
    kind: 'company-request-received',
    subject: `Käsittelypyyntö vastaanotettu: ${input.request.typeLabel}`,
    text: letter(
      `olemme vastaanottaneet yrityksen ${input.companyName} käsittelypyynnön tilaukseen`,
      `${input.productName} (tilausnumero ${input.subscriptionNumber}).`,
      '',
      `Muutos: ${input.request.typeLabel}`,
      ...(input.request.summary === '' ? [] : [`Tiedot: ${input.request.summary}`]),
      '',
      `Asiakaspalvelu käsittelee pyynnön 1–3 arkipäivässä, viimeistään ${input.deadlineLabel}.`,
      'Otamme tarvittaessa yhteyttä.',
      '',
      'Jos et itse lähettänyt tätä pyyntöä, ota heti yhteyttä asiakaspalveluumme.',
    ),
  };
}
