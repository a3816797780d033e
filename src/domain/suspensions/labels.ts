import { formatDate } from '../shared/dates';
import { formatMoney } from '../shared/money';
import type { SuspensionBreakdown } from './breakdown';
import type { DigitalPart } from './input';
import type { SuspensionPhase } from './rules';

// The Finnish texts of suspensions, computed on the server (decision 0004) and in e-mails.

export const DIGITAL_PART_OPTION_LABELS: Readonly<Record<DigitalPart, string>> = {
  KEEP: 'Pidän digilehden keskeytyksen aikana',
  SUSPEND: 'Keskeytän myös digilehden',
};

/** How a saved suspension's choice reads in lists and e-mails. */
export const DIGITAL_PART_LABELS: Readonly<Record<DigitalPart, string>> = {
  KEEP: 'Digilehti on käytössä keskeytyksen aikana',
  SUSPEND: 'Myös digilehti on keskeytetty',
};

export const PHASE_LABELS: Readonly<Record<SuspensionPhase, string>> = {
  FUTURE: 'Tuleva',
  RUNNING: 'Meneillään',
  FINISHED: 'Päättynyt',
};

/** '1 päivä', '0 päivää', '20 päivää'. */
const daysLabel = (days: number): string => (days === 1 ? '1 päivä' : `${days} päivää`);

/** '1.12.2026–20.12.2026'. */
export const suspensionPeriodLabel = (startDate: string, endDate: string): string =>
  `${formatDate(startDate)}\u2013${formatDate(endDate)}`;

export interface BreakdownRow {
  label: string;
  value: string;
}

/** The breakdown as the modal and the e-mail show it (spec §3: length, deductible, digi, total). */
export function breakdownRows(b: SuspensionBreakdown, digitalPart: DigitalPart | null) {
  const rows: BreakdownRow[] = [
    { label: 'Keskeytyksen pituus', value: daysLabel(b.lengthDays) },
    { label: 'Omavastuu', value: daysLabel(b.deductibleDays) },
    { label: 'Hyvitettävät päivät', value: daysLabel(b.creditedDays) },
    { label: 'Tilauksen päivähinta', value: formatMoney(b.dayPriceCents) },
  ];
  if (digitalPart === 'KEEP') {
    rows.push({ label: 'Digilehden päivähinta', value: formatMoney(b.digiPricePerDayCents) });
    rows.push({
      label: 'Digilehden hinta hyvitettäviltä päiviltä',
      value: formatMoney(-b.digiChargeCents),
    });
  }
  rows.push({ label: 'Hyvitys yhteensä', value: formatMoney(b.totalCreditedCents) });
  rows.push({ label: 'Tilausjakso pitenee', value: daysLabel(b.extensionDays) });
  return rows;
}
