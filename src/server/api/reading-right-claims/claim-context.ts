import { and, eq, inArray } from 'drizzle-orm';
import {
  type HouseholdAddress,
  type HouseholdVerdict,
  householdVerdict,
} from '~/domain/reading-rights/claim-household';
import type { AuthContext } from '../../app-context';
import type { Db } from '../../db/client';
import { primaryAddressOf } from '../../customers/primary-address';
import { addresses, customers } from '../../db/schema/customers';

/**
 * The claimant against the sharer's address (claim-household.ts): 'same' when any of the
 * session's private (PERSON) customers has the sharer's official Finnish address as their primary address;
 * otherwise the reason of the closest miss (a Finnish address that differs before a foreign
 * one, before none at all).
 */
export async function claimantHousehold(
  db: Db,
  auth: AuthContext,
  sharer: HouseholdAddress | null,
): Promise<HouseholdVerdict> {
  if (auth.customerIds.length === 0) return 'no-address';
  // Only a person's own address makes a household; a company's (or community's) never does.
  const own = await db
    .select({ address: addresses })
    .from(customers)
    .innerJoin(addresses, primaryAddressOf(customers.id))
    .where(and(inArray(customers.id, auth.customerIds), eq(customers.customerType, 'PERSON')))
    .then((rows) => rows.map((r) => r.address));
  const verdicts = own.map((a) => householdVerdict(sharer, a));
  for (const v of ['same', 'different', 'not-finnish'] as const) {
    if (verdicts.includes(v)) return v;
  }
  return 'no-address';
}
