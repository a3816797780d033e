import type { CustomerType } from '../customers/enums';

// Shown instead of the other party's name on a gift subscription: giver and receiver must not
// see each other's details (spec §5, §6).
export const HIDDEN_NAME = '-';

/** 'maija-liisa MEIKÄLÄINEN' -> 'Maija-Liisa Meikäläinen' (capital after start, space, hyphen). */
export function capitalizeName(s: string): string {
  return s
    .trim()
    .toLocaleLowerCase('fi-FI')
    .replace(
      /(^|[\s-])(\p{L})/gu,
      (_, before: string, letter: string) => `${before}${letter.toLocaleUpperCase('fi-FI')}`,
    );
}

export interface DisplayNameCustomer {
  customerType: CustomerType;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  companyName?: string | null | undefined;
}

/**
 * The name the portal shows for a customer. Companies and communities show their company
 * name, persons their capitalised first and last name. When the preferred name is missing,
 * the other kind of name is used, and '-' when there is none; UNKNOWN customers prefer the
 * person name, since most customers are persons.
 */
export function customerDisplayName(
  c: DisplayNameCustomer,
  opts: { isGiftCounterpart?: boolean } = {},
): string {
  if (opts.isGiftCounterpart === true) return HIDDEN_NAME;
  const company = c.companyName?.trim() ?? '';
  const person = [c.firstName, c.lastName]
    .map((part) => capitalizeName(part ?? ''))
    .filter((part) => part !== '')
    .join(' ');
  const isOrganisation = c.customerType === 'COMPANY' || c.customerType === 'COMMUNITY';
  const [preferred, fallback] = isOrganisation ? [company, person] : [person, company];
  return preferred || fallback || HIDDEN_NAME;
}

/**
 * A post office as the portal shows it: in capitals, as Finnish addresses are written
 * ('helsinki' typed in a form shows 'HELSINKI' everywhere; issue 30 item 11).
 */
export function displayPostOffice(s: string): string {
  return s.trim().toLocaleUpperCase('fi-FI');
}

/** Strips one leading 'K-' that some upstream identifiers carry (spec §5). */
export function stripKPrefix(id: string): string {
  return id.startsWith('K-') ? id.slice(2) : id;
}
