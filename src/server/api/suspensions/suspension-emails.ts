import type { SuspensionQuote } from '~/domain/suspensions/views';
import type { OutgoingEmail } from '../../email/outbox';
import { letter, NOT_YOU_LINE } from '../../email/letter';

interface Subject {
  to: string;
  productName: string;
  subscriptionNumber: string;
}

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
    text: letter(
      `tilauksesi ${input.productName} (tilausnumero ${input.subscriptionNumber}) paperilehden`,
      `jakelu keskeytetään ajalle ${s.periodLabel}. Lehti tulee taas loppupäivän jälkeen.`,
      ...digitalLine(s),
      '',
      ...breakdownLines(s),
      '',
      'Voit muuttaa keskeytystä tai poistaa sen tilauksen tiedoista ennen kuin se alkaa.',
      '',
      NOT_YOU_LINE,
    ),
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
    text: letter(
      `muutit tilauksesi ${input.productName} (tilausnumero ${input.subscriptionNumber})`,
      `jakelun keskeytystä. Aiemmin: ${input.before}. Nyt: ${s.periodLabel}.`,
      ...digitalLine(s),
      '',
      ...breakdownLines(s),
      '',
      NOT_YOU_LINE,
    ),
  } satisfies OutgoingEmail;
}

export function suspensionRemovedEmail(input: Subject & { periodLabel: string }) {
  return {
    to: input.to,
    kind: 'suspension-removed',
    subject: `Jakelun keskeytys peruttu: ${input.productName}`,
    text: letter(
      `peruit tilauksesi ${input.productName} (tilausnumero ${input.subscriptionNumber})`,
      `jakelun keskeytyksen ajalle ${input.periodLabel}. Lehti tulee myös sinä aikana normaalisti.`,
      '',
      NOT_YOU_LINE,
    ),
  } satisfies OutgoingEmail;
}
