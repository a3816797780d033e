import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accountDeletions } from '../db/schema/account-deletions';

/**
 * True while the account (its id column given) has a confirmed deletion that is not purged yet:
 * the grace period of decision 0027. Every way in (login, session, password reset, e-mailed
 * links) refuses such an account, so a deletion cannot be walked back by a reset link.
 */
export const beingDeleted = (accountId: AnyPgColumn | SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${accountDeletions} where ${accountDeletions.accountId} = ${accountId} and ${accountDeletions.purgedAt} is null)`;
