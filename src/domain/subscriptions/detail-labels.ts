import { formatDate } from '../shared/dates';
import { HIDDEN_NAME, displayPostOffice } from '../shared/names';
import type { ChangeType } from './enums';
import { rightsLabel } from '../reading-rights/rights-summary';

// Finnish texts of the subscription details screen that the list does not need.

const TAG_LABELS: Record<string, string> = {
  UPCOMING_ADDRESS_CHANGE: 'Tuleva osoitteenmuutos',
  ADDRESS_CHANGE: 'Osoitteenmuutos voimassa',
  APPLE_IN_APP: 'Ostettu App Storesta',
  GOOGLE_IN_APP: 'Ostettu Google Playsta',
};

/** Labels of the known tags (spec §3); an unknown upstream tag is left out, not shown raw. */
export function tagLabels(tags: readonly string[]): string[] {
  return tags.flatMap((t) => (Object.hasOwn(TAG_LABELS, t) ? [TAG_LABELS[t] ?? t] : []));
}

const CHANGE_LABELS: Record<ChangeType, string> = {
  SUSPENSION: 'Jakelun keskeytys',
  TEMPORARY_ADDRESS_CHANGE: 'Tilapäinen osoitteenmuutos',
  PERMANENT_ADDRESS_CHANGE: 'Pysyvä osoitteenmuutos',
};

export const changeTypeLabel = (type: ChangeType): string => CHANGE_LABELS[type];

/** '1.12.2026–14.12.2026', or 'alkaen 1.12.2026' for a permanent change with no end. */
export function changePeriodLabel(startDate: string, endDate: string | null): string {
  return endDate === null
    ? `alkaen ${formatDate(startDate)}`
    : `${formatDate(startDate)}\u2013${formatDate(endDate)}`;
}

export interface AddressParts {
  streetAddress: string;
  streetAddress2?: string | null;
  streetAddress3?: string | null;
  zipCode: string;
  postOffice: string;
  countryCode: string;
}

/** 'Mannerheimintie 10 A 5, 00100 HELSINKI'; a non-Finnish zip code carries its country (§3). */
export function addressLine(a: AddressParts | null, opts: { hidden?: boolean } = {}): string {
  if (opts.hidden === true || a === null) return HIDDEN_NAME;
  const street = [a.streetAddress, a.streetAddress2, a.streetAddress3]
    .map((s) => s?.trim() ?? '')
    .filter((s) => s !== '')
    .join(', ');
  const zip = a.countryCode === 'FI' ? a.zipCode : `${a.countryCode}-${a.zipCode}`;
  return `${street}, ${zip} ${displayPostOffice(a.postOffice)}`;
}

/** '2/3 vapaana' with how many are shared, e.g. '2/3 vapaana (1 jaettu)'. */
export function readingRightsLabel(total: number, shared: number): string {
  return rightsLabel({ total, shared });
}
