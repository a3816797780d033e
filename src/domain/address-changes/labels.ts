import { WEEKDAYS } from '../shared/weekdays';
import type { SubscriberRole } from '../subscriptions/enums';

// Finnish texts of the address-change modal, computed on the server (decision 0004).

/** 'Lehti ilmestyy joka päivä.' or 'Lehti ilmestyy perjantaisin, lauantaisin ja sunnuntaisin.' */
export function publicationDaysLabel(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  if (days.length === 7) return 'Lehti ilmestyy joka päivä.';
  if (days.length === 0) return 'Lehdellä ei ole säännöllisiä ilmestymispäiviä.';
  const names = days.map((d) => WEEKDAYS[d - 1]?.adverb ?? '');
  const last = names.pop() ?? '';
  const list = names.length === 0 ? last : `${names.join(', ')} ja ${last}`;
  return `Lehti ilmestyy ${list}.`;
}

export const ROLE_LABELS: Record<SubscriberRole, string> = {
  SUBSCRIBER: 'Lehden saajan osoite',
  PAYER: 'Maksajan osoite',
};

export const TEMPORARY_RESULT_TEXT = 'Tilapäinen osoitteenmuutos on tallennettu.';
export const PERMANENT_RESULT_TEXT = 'Pysyvä osoitteenmuutos on tallennettu.';
export const UPDATED_RESULT_TEXT = 'Osoitteenmuutos on päivitetty.';
export const TEMPORARY_PAPER_ONLY_REASON =
  'Tilapäinen osoitteenmuutos koskee vain paperilehteä, eikä tähän tilaukseen kuulu paperilehteä.';
