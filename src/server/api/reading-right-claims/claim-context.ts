import { and, eq, inArray } from 'drizzle-orm';
import {
  type HouseholdAddress,
  type HouseholdVerdict,
  householdVerdict,
} from '~/domain/reading-rights/claim-household';
import type { AuthContext } from '../../app-context';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema/customers';

/**
 * The claimant against the sharer's address (claim-household.ts): 'same' when any of the
 * session's customers has the sharer's official Finnish address as their primary address;
 * otherwise the reason of the closest miss (a Finnish address that differs before a foreign
 * one, before none at all).
 */
export async function claimantHousehold(
  db: Db,
  auth: AuthContext,
  sharer: HouseholdAddress | null,
): Promise<HouseholdVerdict> {
  if (auth.customerIds.length === 0) return 'no-address';
  const own = await db
    .select()
    .from(addresses)
    .where(and(inArray(addresses.customerId, auth.customerIds), eq(addresses.isPrimary, true)));
  const verdicts = own.map((a) => householdVerdict(sharer, a));
  for (const v of ['same', 'different', 'not-finnish'] as const) {
    if (verdicts.includes(v)) return v;
  }
  return 'no-address';
}
