// The Finnish names of the weekdays in ISO order (Monday = 1, spec §9), in one place for the
// month calendar, the delivery-trouble report's dates and the address change's publication days.

interface Weekday {
  /** The calendar's column heading: 'ma'. */
  short: string;
  /** 'maanantai' */
  name: string;
  /** 'maanantaisin' ("on Mondays") */
  adverb: string;
}

export const WEEKDAYS: readonly Weekday[] = [
  { short: 'ma', name: 'maanantai', adverb: 'maanantaisin' },
  { short: 'ti', name: 'tiistai', adverb: 'tiistaisin' },
  { short: 'ke', name: 'keskiviikko', adverb: 'keskiviikkoisin' },
  { short: 'to', name: 'torstai', adverb: 'torstaisin' },
  { short: 'pe', name: 'perjantai', adverb: 'perjantaisin' },
  { short: 'la', name: 'lauantai', adverb: 'lauantaisin' },
  { short: 'su', name: 'sunnuntai', adverb: 'sunnuntaisin' },
];

/** The ISO weekday of a 'yyyy-MM-dd' date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** 'tiistai' for '2026-12-01'. */
export const weekdayName = (date: string): string => WEEKDAYS[isoWeekday(date) - 1]?.name ?? '';
