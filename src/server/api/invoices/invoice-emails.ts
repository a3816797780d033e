import type { OutgoingEmail } from '../../email/outbox';
import { letter } from '../../email/letter';

/** The confirmation of a moved due date, with what the customer needs to pay on time. */
export function dueDatePostponedEmail(input: {
  to: string;
  invoiceNumber: string;
  weeks: number;
  originalDueDateLabel: string;
  dueDateLabel: string;
  totalLabel: string;
  iban: string;
  referenceNumber: string;
  virtualBarcode: string | null;
}): OutgoingEmail {
  return {
    to: input.to,
    kind: 'invoice-due-date-postponed',
    subject: `Laskun ${input.invoiceNumber} eräpäivä on siirretty`,
    text: letter(
      `siirsit laskun ${input.invoiceNumber} eräpäivää ${input.weeks} viikkoa.`,
      '',
      `Uusi eräpäivä: ${input.dueDateLabel} (aiemmin ${input.originalDueDateLabel})`,
      `Maksettava: ${input.totalLabel}`,
      `Saajan tilinumero: ${input.iban}`,
      `Viitenumero: ${input.referenceNumber}`,
      ...(input.virtualBarcode ? [`Virtuaaliviivakoodi: ${input.virtualBarcode}`] : []),
      '',
      'Eräpäivän voi siirtää vain kerran. Jos maksat pankkiviivakoodilla, käytä tätä uutta',
      'viivakoodia: vanhassa on aiempi eräpäivä.',
      'Jos et itse siirtänyt eräpäivää, ota heti yhteyttä asiakaspalveluumme.',
    ),
  };
}
