import { sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { rowsOf } from '~/server/db/migrate';

/**
 * An md5 digest of every table's rows, per table, in one query: anything a refused request wrote
 * would change it. Row order does not matter (each table's rows are sorted as text first).
 */
export async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    ),
  );
  const parts = tables.map(
    ({ name }) =>
      sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${sql.identifier(name)} t`,
  );
  const rows = rowsOf<{ name: string; d: string }>(
    await db.execute(sql.join(parts, sql` union all `)),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.d]));
}
