import { type SQL, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '~/server/db/client';

/** A table, or the rows of a table that match a condition. */
export type Counted = PgTable | { table: PgTable; where: SQL | undefined };

/**
 * The row count of each named table (or of its rows matching `where`): what a test reads before
 * and after a request to see what the request wrote, e.g. `{ mails: outbox, audits: auditLog }`.
 * For "nothing at all changed", `databaseDigest` reads every table.
 */
export async function rowCounts<Name extends string>(
  db: Db,
  counted: Record<Name, Counted>,
): Promise<Record<Name, number>> {
  const entries = await Promise.all(
    (Object.entries(counted) as [Name, Counted][]).map(async ([name, what]) => {
      const { table, where } = is(what, PgTable) ? { table: what, where: undefined } : what;
      return [name, await db.$count(table, where)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Name, number>;
}
