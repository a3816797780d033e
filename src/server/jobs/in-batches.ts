/** Rows a job reads at a time: its memory holds one batch, whatever the day's volume. */
const JOB_BATCH_ROWS = 500;

/**
 * One batch of a job's candidates: up to `limit` rows whose id is greater than `after` (null:
 * from the first), in id order.
 */
export type NextBatch<Row extends { id: string }> = (
  after: string | null,
  limit: number,
) => Promise<Row[]>;

export interface BatchOptions {
  /** Rows read at a time (default 500). */
  size?: number;
  /**
   * Rows worked on at the same time (default 1): for work that waits on another service, such
   * as a card charge's answer; each `work` must be safe beside another (its own row locks).
   */
  concurrency?: number;
}

/**
 * Calls `work` for every candidate, one batch at a time (keyset pagination on the id, so each
 * batch costs the same however far the run has got). A row is worked on once per run even when
 * the work leaves it a candidate (skipped, or locked by someone else), and a run stopped half-way
 * and started again finds only what is still to do, as each `work` commits on its own.
 */
export async function forEachInBatches<Row extends { id: string }>(
  nextBatch: NextBatch<Row>,
  work: (row: Row) => Promise<void>,
  { size = JOB_BATCH_ROWS, concurrency = 1 }: BatchOptions = {},
): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const rows = await nextBatch(after, size);
    await workOn(rows, work, concurrency);
    const last = rows.at(-1);
    if (rows.length < size || last === undefined) return;
    after = last.id;
  }
}

/** Works on the rows in order, at most `concurrency` at a time. */
async function workOn<Row>(rows: Row[], work: (row: Row) => Promise<void>, concurrency: number) {
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++] as Row;
      await work(row);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
}
