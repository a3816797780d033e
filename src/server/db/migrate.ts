import { sql } from 'drizzle-orm';
import type { Db } from './client';

// Bundled into the build so that the server needs no migrations folder at run time.
const migrationFiles = import.meta.glob<string>('./migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const migrations = Object.entries(migrationFiles)
  .map(([path, text]) => ({ tag: path.replace(/^.*\/|\.sql$/g, ''), text }))
  .sort((a, b) => a.tag.localeCompare(b.tag));

/**
 * Applies the committed drizzle-kit migrations that have not run yet, all of them in one
 * transaction: a failing migration applies none. A transaction-scoped advisory lock keeps several
 * server processes from migrating at once; the second waits, then finds nothing left to do.
 */
export async function migrate(db: Db): Promise<string[]> {
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(72010001)`);
    await tx.execute(
      sql`create table if not exists schema_migrations (tag text primary key, applied_at timestamptz not null default now())`,
    );
    const done = await tx.execute<{ tag: string }>(sql`select tag from schema_migrations`);
    const doneTags = new Set(rowsOf<{ tag: string }>(done).map((r) => r.tag));
    for (const m of migrations) {
      if (doneTags.has(m.tag)) continue;
      for (const statement of m.text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into schema_migrations (tag) values (${m.tag})`);
      applied.push(m.tag);
    }
  });
  return applied;
}

/** node-postgres answers { rows }, PGlite answers { rows } too, but typed differently. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
