import type { SuspensionQuote } from '~/domain/suspensions/views';
import type { OutgoingEmail } from '../../email/outbox';

interface Subject {
  to: string;
  productName: string;
  subscriptionNumber: string;
}

const SIGNATURE = [
  'Jos et itse tehnyt tätä muutosta, ota heti yhteyttä asiakaspalveluumme.',
  '',
  'Ystävällisin terveisin',
  'Asiakaspalvelu',
];

function breakdownLines(s: SuspensionQuote): string[] {
  return s.breakdown.rows.map((r) => `${r.label}: ${r.value}`);
}

function digitalLine(s: SuspensionQuote): string[] {
  if (s.digitalPart === 'KEEP') return ['Digilehti on käytössäsi keskeytyksen aikana.'];
  if (s.digitalPart === 'SUSPEND') return ['Myös digilehti on keskeytetty.'];
  return [];
}

/** The confirmation of a new suspension, with the breakdown the customer confirmed. */
export function suspensionCreatedEmail(input: Subject & { suspension: SuspensionQuote }) {
  const s = input.suspension;
  return {
    to: input.to,
    kind: 'suspension-created',
    subject: `Jakelun keskeytys vahvistettu: ${input.productName}`,
    text: [
      'Hei,',
      '',
      `tilauksesi ${input.productName} (tilausnumero ${input.subscriptionNumber}) paperilehden`,
      `jakelu keskeytetään ajalle ${s.periodLabel}. Lehti tulee taas loppupäivän jälkeen.`,
      ...digitalLine(s),
      '',
      ...breakdownLines(s),
      '',
      'Voit muuttaa keskeytystä tai poistaa sen tilauksen tiedoista ennen kuin se alkaa.',
      '',
      ...SIGNATURE,
    ].join('\n'),
  } satisfies OutgoingEmail;
}

export function suspensionChangedEmail(
  input: Subject & { before: string; suspension: SuspensionQuote },
) {
  const s = input.suspension;
  return {
    to: input.to,
    kind: 'suspension-changed',
    subject: `Jakelun keskeytystä muutettu: ${input.productName}`,
    text: [
      'Hei,',
      '',
      `muutit tilauksesi ${input.productName} (tilausnumero ${input.subscriptionNumber})`,
      `jakelun keskeytystä. Aiemmin: ${input.before}. Nyt: ${s.periodLabel}.`,
      ...digitalLine(s),
      '',
      ...breakdownLines(s),
      '',
      ...SIGNATURE,
    ].join('\n'),
  } satisfies OutgoingEmail;
}

export function suspensionRemovedEmail(input: Subject & { periodLabel: string }) {
  return {
    to: input.to,
    kind: 'suspension-removed',
    subject: `Jakelun keskeytys peruttu: ${input.productName}`,
    text: [
      'Hei,',
      '',
      `peruit tilauksesi ${input.productName} (tilausnumero ${input.subscriptionNumber})`,
      `jakelun keskeytyksen ajalle ${input.periodLabel}. Lehti tulee myös sinä aikana normaalisti.`,
      '',
      ...SIGNATURE,
    ].join('\n'),
  } satisfies OutgoingEmail;
}
