import { addDays, formatDate } from '../shared/dates';
import { weekdayName } from '../shared/weekdays';
import type { DeliveryType } from '../subscriptions/enums';
import { DELIVERY_WINDOWS, clockLabel, deliveryPhase } from './delivery-times';
import type { DeliveryKind, ReportDate, TroubleItem } from './delivery-status';
import { TROUBLE_REASONS, troubleReasonOf } from './labels';
import { REPORT_WINDOW_DAYS } from './reclaim-input';
import type { TroubleFact } from './reclaim-decision';

// The delivery status page's texts and choices, computed on the server.

export const DELIVERY_TYPE_LABELS: Readonly<Record<DeliveryType, string>> = {
  EARLY_MORNING_DELIVERY: 'Varhaisjakelu: lehti tuodaan aamulla',
  POSTAL_DELIVERY: 'Postijakelu: lehti tulee postin mukana',
};

export const KIND_TEXTS: Readonly<Record<Exclude<DeliveryKind, 'PAPER'>, string>> = {
  DIGITAL_ONLY:
    'Tämä on digitilaus, joten sitä ei jaeta paperilehtenä. Jakelutilanne koskee vain paperilehtiä.',
  GIFT_GIVER: 'Lahjatilauksen jakelutilanteen näkee vain lahjan saaja.',
  ENDED: 'Tilaus on päättynyt, joten lehteä ei enää jaeta.',
};

/** A delivery_troubles row as the status page and the report decision read it. */
export interface TroubleRow {
  reason: string;
  deliveryDate: string;
  reportedByDeliverer: boolean;
  endedAt: Date | null;
}

export function troubleItem(t: TroubleRow): TroubleItem {
  const reason = troubleReasonOf(t.reason);
  const ongoing = t.endedAt === null;
  return {
    reason,
    reasonLabel: TROUBLE_REASONS[reason].label,
    reasonText: TROUBLE_REASONS[reason].text,
    deliveryDate: t.deliveryDate,
    deliveryDateLabel: formatDate(t.deliveryDate),
    ongoing,
    stateLabel: ongoing ? 'Häiriö jatkuu' : 'Häiriö on päättynyt',
    reportedByDeliverer: t.reportedByDeliverer,
  };
}

/** Ongoing troubles first, then the newest. */
export function sortTroubles<T extends TroubleRow>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) =>
      Number(a.endedAt !== null) - Number(b.endedAt !== null) ||
      b.deliveryDate.localeCompare(a.deliveryDate),
  );
}

/**
 * The trouble that explains the most about one day: an ongoing one reported by the deliverer,
 * then any ongoing one, then an ended one.
 */
export function troubleOn(date: string, rows: readonly TroubleRow[]) {
  const rank = (t: TroubleRow) => (t.endedAt === null ? (t.reportedByDeliverer ? 0 : 1) : 2);
  const row = rows.filter((t) => t.deliveryDate === date).sort((a, b) => rank(a) - rank(b))[0];
  if (!row) return null;
  const fact: TroubleFact = {
    ongoing: row.endedAt === null,
    reportedByDeliverer: row.reportedByDeliverer,
  };
  return { fact, label: TROUBLE_REASONS[troubleReasonOf(row.reason)].label };
}

/** The report window: today and the six days before, newest first. */
export function reportWindow(today: string): string[] {
  return Array.from({ length: REPORT_WINDOW_DAYS }, (_, i) => addDays(today, -i));
}

export function reportDate(date: string, today: string): ReportDate {
  const label = formatDate(date);
  if (date === today) return { date, label: `Tänään ${label}` };
  if (date === addDays(today, -1)) return { date, label: `Eilen ${label}` };
  return { date, label: `${capitalise(weekdayName(date))} ${label}` };
}

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** Today's delivery in one sentence. */
export function todayText(f: {
  publishedToday: boolean;
  suspendedToday: boolean;
  deliveryType: DeliveryType;
  productGroup: string;
  minutesNow: number;
  troubleToday: boolean;
}): string {
  if (f.suspendedToday) return 'Tilauksesi jakelu on tänään keskeytetty.';
  if (!f.publishedToday) return 'Lehti ei ilmesty tänään.';
  if (f.troubleToday) return 'Alueellasi on tänään jakeluhäiriö. Katso tiedot alta.';
  if (f.productGroup === 'MAGAZINE') {
    return 'Lehti ilmestyy tänään. Aikakauslehti tulee postin mukana, joskus vasta ilmestymispäivän jälkeen.';
  }
  const deadline = clockLabel(DELIVERY_WINDOWS[f.deliveryType].deadline);
  switch (deliveryPhase(f.deliveryType, f.minutesNow)) {
    case 'SCHEDULED':
      return `Jakelu on suunniteltu: lehti tuodaan tänään ${deadline} mennessä.`;
    case 'ONGOING':
      return `Jakelu on käynnissä: lehti tuodaan tänään ${deadline} mennessä.`;
    case 'DONE':
      return `Tämän päivän jakelu on päättynyt ${deadline}. Jos lehti ei tullut, ilmoita jakeluhäiriöstä.`;
  }
}
