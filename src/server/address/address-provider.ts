import { and, eq } from 'drizzle-orm';
import { hasFinnishZipCode, streetNameKey } from '~/domain/address-changes/address-fields';
import type { Db } from '../db/client';
import { knownStreets } from '../db/schema/delivery';

/** The address to look up: street with house number, zip code, post office and country. */
export interface AddressQuery {
  streetAddress: string;
  zipCode: string;
  postOffice: string;
  countryCode: string;
}

/**
 * found: the street exists in that zip code area and the post office belongs to the zip code;
 * the answer carries the database's spelling of both. not-found: the customer may check the
 * address or continue by hand. not-checked: the database covers Finnish addresses only.
 */
export type AddressLookup =
  | { result: 'found'; streetName: string; postOffice: string }
  | { result: 'not-found' }
  | { result: 'not-checked' };

/** The address database behind one interface (DESIGN.md: outside services are adapters). */
export interface AddressProvider {
  lookup(address: AddressQuery): Promise<AddressLookup>;
}

const sameText = (a: string, b: string) =>
  a.trim().toLocaleUpperCase('fi-FI') === b.trim().toLocaleUpperCase('fi-FI');

/** The built-in provider: the seeded extract of Finnish streets in known_streets. */
export function knownStreetsProvider(db: Db): AddressProvider {
  return {
    async lookup(address) {
      if (!hasFinnishZipCode(address.countryCode)) return { result: 'not-checked' };
      const key = streetNameKey(address.streetAddress);
      if (key === null) return { result: 'not-found' };
      const [row] = await db
        .select({ streetName: knownStreets.streetName, postOffice: knownStreets.postOffice })
        .from(knownStreets)
        .where(and(eq(knownStreets.streetKey, key), eq(knownStreets.zipCode, address.zipCode)))
        .limit(1);
      if (!row || !sameText(row.postOffice, address.postOffice)) return { result: 'not-found' };
      return { result: 'found', streetName: row.streetName, postOffice: row.postOffice };
    },
  };
}
