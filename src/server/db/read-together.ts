import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Results<Reads extends readonly (() => Promise<unknown>)[]> = {
  -readonly [K in keyof Reads]: Awaited<ReturnType<Reads[K]>>;
};

/**
 * Runs independent reads at the same time on the pool, and one after another on a transaction:
 * a transaction is one connection, which takes one query at a time (pg queues a second one sent
 * meanwhile and warns that its next major version will refuse it).
 */
export async function readTogether<const Reads extends readonly (() => Promise<unknown>)[]>(
  db: Db,
  reads: Reads,
): Promise<Results<Reads>> {
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(reads.map((read) => read()))) as Results<Reads>;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<Reads>;
}
