// Spec §5: a private reading right may be activated only by someone in the sharer's household.
// Decision 0032: the household is the official Finnish address. Both primary addresses must be
// Finnish (country FI, five-digit zip code) and read the same once normalised: lower case,
// runs of spaces as one, the spaces around hyphens dropped, the street lines joined, the post
// office compared too. A care-of name or door code is no part of the address.

export interface HouseholdAddress {
  streetAddress: string;
  streetAddress2?: string | null;
  streetAddress3?: string | null;
  zipCode: string;
  postOffice: string;
  countryCode: string;
}

const norm = (s: string | null | undefined): string =>
  (s ?? '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ')
    .trim();

/** An official Finnish address: in Finland, with a five-digit zip code and a street. */
export const isOfficialFinnishAddress = (a: HouseholdAddress): boolean =>
  a.countryCode.toUpperCase() === 'FI' &&
  /^\d{5}$/.test(a.zipCode.trim()) &&
  norm(a.streetAddress) !== '';

/** The address as one comparable key. */
const householdKey = (a: HouseholdAddress): string =>
  [a.streetAddress, a.streetAddress2, a.streetAddress3]
    .map(norm)
    .filter((s) => s !== '')
    .join(' ') + `|${a.zipCode.trim()}|${norm(a.postOffice)}`;

export type HouseholdVerdict = 'same' | 'no-address' | 'not-finnish' | 'different';

/** Whether the claimant lives at the sharer's address; the first reason it does not. */
export function householdVerdict(
  sharer: HouseholdAddress | null,
  claimant: HouseholdAddress | null,
): HouseholdVerdict {
  if (claimant === null || sharer === null) return 'no-address';
  if (!isOfficialFinnishAddress(claimant) || !isOfficialFinnishAddress(sharer))
    return 'not-finnish';
  return householdKey(sharer) === householdKey(claimant) ? 'same' : 'different';
}

/** The Finnish message of invalid-address for each reason (spec §8 Reading-right claim). */
export const HOUSEHOLD_MESSAGES: Record<Exclude<HouseholdVerdict, 'same'>, string> = {
  'no-address':
    'Osoitettasi ei löytynyt. Tarkista osoitetietosi: lukuoikeuden voi aktivoida vain samassa taloudessa asuva.',
  'not-finnish':
    'Osoite ei ole virallinen suomalainen osoite. Lukuoikeuden voi aktivoida vain samassa taloudessa asuva.',
  different:
    'Osoitteesi ei ole sama kuin jakajan osoite. Lukuoikeuden voi aktivoida vain samassa taloudessa asuva.',
};
