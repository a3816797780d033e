import { PgTransaction } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/server/db/client';
import { readTogether } from '~/server/db/read-together';

// A transaction is one connection that takes one query at a time: reads sent together on it are
// queued by pg, which warns that its next major version will refuse them. On the pool they run
// at the same time.

/** Three reads that record how many of them were under way at once. */
function reads() {
  let running = 0;
  let most = 0;
  const read = (value: string) => async () => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((tick) => setTimeout(tick, 2));
    running -= 1;
    return value;
  };
  return { list: [read('a'), read('b'), read('c')] as const, most: () => most };
}

describe('readTogether', () => {
  it('runs the reads at the same time on the pool, answering in their order', async () => {
    const r = reads();
    expect(await readTogether({} as Db, r.list)).toEqual(['a', 'b', 'c']);
    expect(r.most()).toBe(3);
  });

  it('runs them one after another on a transaction', async () => {
    const r = reads();
    const tx = Object.create(PgTransaction.prototype) as Db;
    expect(await readTogether(tx, r.list)).toEqual(['a', 'b', 'c']);
    expect(r.most()).toBe(1);
  });
});
